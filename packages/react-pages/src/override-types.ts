import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { entryHash, readEntrySync, writeEntrySync } from '@accounts-docs/cache';
import { THEME_OVERRIDE_PROPS, type Diagnostic } from '@accounts-docs/diagnostics';
import type { OverrideSource } from './find-sources.ts';

/** An override as loaded: which export is the component. */
export interface LoadedOverride extends OverrideSource {
  exportName: 'default' | string;
}

const requireHere = createRequire(import.meta.url);

/**
 * Type-checks each override against the props type the theme exports for it
 * (`ThemeComponents[name]` of `accounts-docs/theme`), with TypeScript: a component that takes
 * other props than the theme passes is an error at its export. Only that assignment is
 * checked — the project's own type errors are its type checker's business. TypeScript is loaded
 * only when an override changed since the last check (an entry keyed by the sources in `cacheDir`).
 */
export async function checkOverrideTypes(
  overrides: readonly LoadedOverride[],
  options: { cacheDir: string | undefined },
): Promise<Diagnostic[]> {
  const themeTypes = themeTypesFile();
  if (overrides.length === 0 || !themeTypes) return [];
  // An `override-types` entry: the engine and TypeScript's and React's types' versions folded in.
  const key = entryHash('override-types');
  for (const file of [themeTypes, ...overrides.map((o) => o.file)]) key.add(file, readFileSync(file));
  const stamp = options.cacheDir && path.join(options.cacheDir, 'override-types', key.digest());
  if (stamp && readEntrySync(stamp)) return [];

  const ts = (await import('typescript')).default;
  const dir = path.dirname(overrides[0]!.file);
  const checkFile = path.join(dir, '__accounts-docs-override-check.ts');
  const lines = ["import type { ThemeComponents } from 'accounts-docs/theme';"];
  overrides.forEach((o, i) => {
    const specifier = `./${path.relative(dir, o.file).split(path.sep).join('/')}`;
    lines.push(`import * as override${i} from ${JSON.stringify(specifier)};`);
    lines.push(
      `export const check${i}: ThemeComponents[${JSON.stringify(o.name)}] = override${i}[${JSON.stringify(o.exportName)}];`,
    );
  });
  const checkSource = lines.join('\n');
  const checkLines = lines;
  const compilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    allowImportingTsExtensions: true,
    allowJs: true,
    esModuleInterop: true,
    types: [],
    baseUrl: dir,
    paths: { 'accounts-docs/theme': [themeTypes] },
  };
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === checkFile ? checkSource : readFile(file));
  host.fileExists = (
    (exists) => (file: string) =>
      file === checkFile || exists(file)
  )(host.fileExists.bind(host));
  host.getSourceFile = (file, language, ...rest) =>
    file === checkFile
      ? ts.createSourceFile(file, checkSource, language)
      : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([checkFile], compilerOptions, host);
  const diagnostics: Diagnostic[] = [];
  for (const d of program.getSemanticDiagnostics(program.getSourceFile(checkFile))) {
    if (d.start === undefined) continue;
    const line = ts.getLineAndCharacterOfPosition(d.file!, d.start).line;
    // The assignment's line names the override it checks.
    const o = overrides.find((_, i) => checkLines[line]!.startsWith(`export const check${i}:`));
    if (!o) continue;
    diagnostics.push({
      severity: 'error',
      ruleId: THEME_OVERRIDE_PROPS,
      reason: `${o.name} does not accept the props the theme gives it: ${flatten(ts.flattenDiagnosticMessageText(d.messageText, ' '))}`,
      file: o.file,
      ...exportPlace(ts, o),
      hint: `type its props as \`${o.name}Props\` from 'accounts-docs/theme' (\`accounts-docs list-theme-components\` shows them)`,
    });
  }
  if (diagnostics.length === 0 && stamp) {
    try {
      writeEntrySync(stamp, 'checked');
    } catch {
      // A cache that cannot be written (a full disk): the next build checks the types again.
    }
  }
  return diagnostics;
}

/** Where the override's component is exported (`export default function Footer`), else 1:1. */
function exportPlace(ts: typeof import('typescript'), o: LoadedOverride): { line: number; column: number } {
  const text = readFileSync(o.file, 'utf8');
  const source = ts.createSourceFile(o.file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const exported = modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    const isDefault =
      modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) || ts.isExportAssignment(statement);
    const named =
      (ts.isFunctionDeclaration(statement) && statement.name?.text === o.exportName) ||
      (ts.isVariableStatement(statement) &&
        statement.declarationList.declarations.some(
          (d) => ts.isIdentifier(d.name) && d.name.text === o.exportName,
        ));
    if (
      (o.exportName === 'default' && isDefault && (exported || ts.isExportAssignment(statement))) ||
      (exported && named)
    ) {
      const { line, character } = ts.getLineAndCharacterOfPosition(source, statement.getStart(source));
      return { line: line + 1, column: character + 1 };
    }
  }
  return { line: 1, column: 1 };
}

function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The types behind `accounts-docs/theme` (the CLI re-exports them from the theme package):
 * the theme's own entry, so the check needs nothing but the theme.
 */
function themeTypesFile(): string | undefined {
  // In this repository, the theme's sources; in the published package (which refers to itself
  // by its name), the declaration file it ships for `accounts-docs/theme`.
  const places = [
    ['@accounts-docs/site-theme/package.json', 'src/index.ts'],
    ['accounts-docs/package.json', 'dist/types/theme.d.ts'],
  ];
  for (const [manifest, types] of places) {
    try {
      const file = path.join(path.dirname(requireHere.resolve(manifest!)), types!);
      if (existsSync(file)) return file;
    } catch {
      // not installed here: the next place
    }
  }
  return undefined;
}
