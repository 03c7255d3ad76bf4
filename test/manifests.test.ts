/**
 * Every workspace package's manifest declares exactly what its code imports, read with
 * TypeScript's own parser (import and export declarations, `import()`, `import('x').T` types,
 * and the literal `require.resolve` / `import.meta.resolve` calls that locate a package).
 *
 * The rule, the same for every package:
 * - a package the code names — at runtime or in a type-only import — is in `dependencies`
 *   (scripts/build-cli.mjs keeps exactly those out of the bundle, so a missing one would be
 *   inlined silently);
 * - a type package the compiler reads for those imports (`@types/node` for `node:*`,
 *   `@types/react` for `react` and every `.tsx` file's `react/jsx-runtime`, `@types/hast` for
 *   `hast`) is in `devDependencies`: only the type check needs it;
 * - nothing else is declared.
 * Tests are out of scope: their tools (vitest, fast-check, …) are the root's devDependencies.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(?:ts|tsx|mts|js|mjs)$/;
/** Folders of a package that are not its shipped code. */
const NOT_SOURCE = new Set(['node_modules', 'dist', 'test']);

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

interface Workspace {
  dir: string;
  manifest: Manifest;
}

function workspaces(): Workspace[] {
  const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const dirs = rootManifest.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [path.join(root, pattern)];
    const parent = path.join(root, pattern.slice(0, -2));
    return readdirSync(parent).map((name) => path.join(parent, name));
  });
  return dirs
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return NOT_SOURCE.has(entry) ? [] : sourceFiles(full);
    return SOURCE.test(entry) && !entry.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers a file names, as TypeScript's parser sees them. */
export function specifiersOf(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  // `jsx: react-jsx` compiles every .tsx file to imports of react/jsx-runtime.
  const found: string[] = kind === ts.ScriptKind.TSX ? ['react/jsx-runtime'] : [];
  const literal = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) literal(node.arguments[0]);
      // import.meta.resolve('x'), require.resolve('x'), createRequire(…).resolve('x'), someRequire.resolve('x')
      else if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'resolve' &&
        (ts.isMetaProperty(callee.expression) || /require/i.test(callee.expression.getText(source)))
      )
        literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const BUILTINS = new Set(builtinModules);

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; undefined for relative paths. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Whether a runtime package of that name is installed where `from` would find it. */
function installed(name: string, from: string): boolean {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (dir === path.dirname(dir)) return false;
  }
}

const compilerOptions = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  root,
).options;
const resolutionCache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions);

/** The @types package TypeScript reads for an import, if its types come from one. */
function typesPackageOf(specifier: string, file: string): string | undefined {
  const { resolvedModule } = ts.resolveModuleName(specifier, file, compilerOptions, ts.sys, resolutionCache);
  const name = resolvedModule?.packageId?.name;
  return name?.startsWith('@types/') ? name : undefined;
}

/**
 * Packages a workspace loads by a computed name, which no parser can read: react-pages resolves
 * the `react-dom/…` entry a project's page imports to its own copy (react-runtime-plugin.ts).
 */
const LOADED_BY_COMPUTED_NAME: Record<string, string[]> = {
  '@accounts-docs/react-pages': ['react-dom'],
};

interface Needs {
  dependencies: Map<string, string>;
  devDependencies: Map<string, string>;
}

/** What a workspace's code needs, each with the first file that needs it. */
export function needsOf({ dir, manifest }: Workspace): Needs {
  const needs: Needs = { dependencies: new Map(), devDependencies: new Map() };
  const add = (into: Map<string, string>, name: string, file: string) => {
    if (!into.has(name)) into.set(name, path.relative(root, file));
  };
  for (const file of sourceFiles(dir)) {
    for (const specifier of specifiersOf(file, readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:') || BUILTINS.has(specifier)) {
        add(needs.devDependencies, '@types/node', file);
        continue;
      }
      const name = packageOf(specifier);
      if (name === undefined || name === manifest.name) continue;
      // `hast`, `mdast`, `unist` exist only as types: the @types package is all there is.
      if (installed(name, dir)) add(needs.dependencies, name, file);
      const types = typesPackageOf(specifier, file);
      if (types) add(needs.devDependencies, types, file);
    }
  }
  for (const name of LOADED_BY_COMPUTED_NAME[manifest.name] ?? []) add(needs.dependencies, name, dir);
  return needs;
}

/** Missing and unused entries of one field, sorted; a missing one names the file that imports it. */
function compare(declared: Record<string, string> | undefined, needed: Map<string, string>) {
  const names = Object.keys(declared ?? {});
  return {
    missing: [...needed].filter(([name]) => !names.includes(name)).map(([name, file]) => `${name} (${file})`).sort(),
    unused: names.filter((name) => !needed.has(name)).sort(),
  };
}

describe('package manifests declare exactly what the code imports', () => {
  const all = workspaces();

  it('finds every workspace package', () => {
    expect(all.map((w) => w.manifest.name)).toContain('@accounts-docs/site-theme');
    expect(all.length).toBeGreaterThan(10);
  });

  for (const workspace of all) {
    it(path.relative(root, workspace.dir), () => {
      const needs = needsOf(workspace);
      expect({
        dependencies: compare(workspace.manifest.dependencies, needs.dependencies),
        devDependencies: compare(workspace.manifest.devDependencies, needs.devDependencies),
      }).toEqual({
        dependencies: { missing: [], unused: [] },
        devDependencies: { missing: [], unused: [] },
      });
    });
  }
});

describe('the search index is a sink the writer feeds', () => {
  // The writer (output) feeds it the files it writes and the CLI sequences it; render only
  // renders. A stage that reached into it again would ride search inside render once more.
  it.each(['render', 'output'])('%s does not import @accounts-docs/search-index', (name) => {
    const workspace = workspaces().find((w) => w.manifest.name === `@accounts-docs/${name}`)!;
    expect([...needsOf(workspace).dependencies.keys()]).not.toContain('@accounts-docs/search-index');
  });
});

describe('the import reader', () => {
  it('sees static, type-only, re-exported, dynamic, type-query and resolved imports', () => {
    const text = [
      "import a from 'a';",
      "import type { B } from '@scope/b/sub';",
      "export { c } from 'c';",
      "export * from './local.ts';",
      "const d = await import('d');",
      "type E = import('e').E;",
      "const f = createRequire(import.meta.url).resolve('f/package.json');",
      "const g = import.meta.resolve('g');",
      "const h = somethingElse.resolve('not-a-package');",
      "const s = 'import x from \"in-a-string\"';",
    ].join('\n');
    expect(specifiersOf('/x/file.ts', text)).toEqual([
      'a',
      '@scope/b/sub',
      'c',
      './local.ts',
      'd',
      'e',
      'f/package.json',
      'g',
    ]);
    expect(specifiersOf('/x/file.tsx', 'export const X = () => <p />;')).toEqual(['react/jsx-runtime']);
  });
});
