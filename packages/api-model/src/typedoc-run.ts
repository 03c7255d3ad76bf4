import type { JSONOutput, Logger, OptionsReader, TypeDocOptions } from 'typedoc';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { skipGitScanWhenDisabled } from './typedoc-git-scan.ts';
import { createDiagnosticLogger, groupUnknownBlockTags, placeUnusedParams } from './typedoc-logger.ts';
import { RULES } from './rules.ts';

type TypeDoc = typeof import('typedoc');

export interface TypeDocOptionsInput {
  /** Absolute project root: source paths in the JSON are relative to it. */
  root: string;
  /** Absolute tsconfig.json. */
  tsconfig: string;
  /** Absolute entry file of each package. */
  entries: string[];
  /** Block tags the sources use that TypeDoc does not know (`@description`): not warned about. */
  blockTags?: string[];
  /** Options from the config, given to TypeDoc after ours (`api.typedocOptions`). */
  typedocOptions?: Record<string, unknown>;
}

/** Our options TypeDoc must keep: the conversion, the cache key and the messages depend on them. */
const FIXED_OPTIONS = new Set([
  'entryPoints',
  'entryPointStrategy',
  'tsconfig',
  'logLevel',
  'displayBasePath',
  'json',
  'out',
]);

/** The options of our one TypeDoc conversion (also part of the cache key). */
export function typedocOptionsFor(input: TypeDocOptionsInput): TypeDocOptions {
  return {
    entryPoints: input.entries,
    // Not 'packages': it needs a tsconfig per package and builds one TypeScript program per package.
    entryPointStrategy: 'resolve',
    tsconfig: input.tsconfig,
    skipErrorChecking: true,
    excludePrivate: true,
    excludeExternals: true,
    readme: 'none',
    disableSources: false,
    // No git lookups; TypeDoc then requires a link template (else it logs an error). We never use the URLs.
    disableGit: true,
    sourceLinkTemplate: '{path}',
    // Without it `sources[].fileName` is relative to the entries' common folder, whatever the serializer's root.
    displayBasePath: input.root,
    plugin: [],
    // Unused, but without it TypeDoc searches for a package.json to name the project, and warns when there is none.
    name: 'API',
    // Bootstrap messages would go to the console; ours start once our logger is in place.
    logLevel: 'None',
    ...Object.fromEntries(
      Object.entries(input.typedocOptions ?? {}).filter(([key]) => !FIXED_OPTIONS.has(key)),
    ),
    // TypeDoc's own tags are added when it runs (see declaredBlockTags): they come with TypeDoc.
    ...(declaredTags(input).length > 0 ? { blockTags: declaredTags(input) } : {}),
  } as TypeDocOptions;
}

/** The block tags the config declares, from `api.blockTags` and `typedocOptions.blockTags`. */
function declaredTags(input: TypeDocOptionsInput): `@${string}`[] {
  const fromOptions = input.typedocOptions?.blockTags;
  const all = [...(input.blockTags ?? []), ...(Array.isArray(fromOptions) ? fromOptions.map(String) : [])];
  return [...new Set(all)] as `@${string}`[];
}

/** Runs TypeDoc once over every entry; its warnings come back as diagnostics, a failed conversion throws. */
export async function runTypeDoc(
  input: TypeDocOptionsInput,
): Promise<{ project: JSONOutput.ProjectReflection; diagnostics: Diagnostic[] }> {
  // Loaded here only: TypeDoc and TypeScript cost ~0.5 s to import, which a warm build never pays.
  const typedoc: TypeDoc = await import('typedoc');
  skipGitScanWhenDisabled(typedoc);
  const diagnostics: Diagnostic[] = [];
  const logger = createDiagnosticLogger(typedoc, diagnostics);
  // Without the tsconfig reader TypeDoc ignores the tsconfig, and `paths` between packages stay unresolved.
  const options = typedocOptionsFor(input);
  // `blockTags` replaces TypeDoc's list: the declared tags are added to its defaults.
  if (options.blockTags)
    options.blockTags = [...new Set([...typedoc.OptionDefaults.blockTags, ...options.blockTags])];
  const app = await typedoc.Application.bootstrapWithPlugins(options, [
    withLogger(new typedoc.TSConfigReader(), logger),
  ]);
  // Errors outside the tsconfig reader went to TypeDoc's silenced console logger: we only know there were some.
  if (logger.hasErrors() || app.logger.hasErrors()) {
    // Our own options are tested: an options problem is the tsconfig's, so point there when TypeDoc gave no place.
    const where = { file: input.tsconfig, hint: 'Fix the tsconfig the API reference is built with.' };
    // An option TypeDoc (with its plugins loaded) does not declare is named, by its key in
    // `typedocOptions` (the caller places it in the config).
    const unknown = Object.keys(input.typedocOptions ?? {})
      .filter((key) => !FIXED_OPTIONS.has(key) && app.options.getDeclaration(key) === undefined)
      .map((key): Diagnostic => ({
        severity: 'error',
        ruleId: RULES.typedoc,
        reason: `typedocOptions.${key} is not an option of TypeDoc (or of its plugins)`,
        file: input.tsconfig,
        hint: "check its name in TypeDoc's options, or add the plugin that declares it to typedocOptions.plugin",
      }));
    if (unknown.length > 0)
      throw failure([...unknown, ...diagnostics.filter((d) => d.file)], { reason: '', ...where });
    const placed = diagnostics.map((d) => (d.file ? d : { ...d, ...where }));
    throw failure(placed, { reason: 'TypeDoc rejected the options it was given', ...where });
  }
  app.logger = logger;
  const project = await app.convert();
  if (!project) {
    throw failure(diagnostics, {
      reason: 'TypeDoc could not convert the API packages',
      hint: "Check that the tsconfig's include covers each package's entry.",
    });
  }
  return {
    project: app.serializer.projectToObject(project, typedoc.normalizePath(input.root)),
    // The conversion went through: what TypeDoc logged as errors did not stop it.
    diagnostics: groupUnknownBlockTags(placeUnusedParams(diagnostics, project, typedoc)).map((d) => ({
      ...d,
      severity: 'warning',
    })),
  };
}

/** The reader, reporting to our logger: tsconfig problems are read before we can replace TypeDoc's. */
function withLogger(reader: OptionsReader, logger: Logger): OptionsReader {
  return {
    name: reader.name,
    order: reader.order,
    supportsPackages: reader.supportsPackages,
    read: (container, _logger, cwd, usedFile) => reader.read(container, logger, cwd, usedFile),
  };
}

/** TypeDoc's errors first (the CLI shows the first as the headline), as errors; its warnings after. */
function failure(
  diagnostics: Diagnostic[],
  fallback: Omit<Diagnostic, 'severity' | 'ruleId'>,
): DiagnosticError {
  const errors = diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ ...d, hint: d.hint ?? fallback.hint }));
  const headline: Diagnostic[] =
    errors.length > 0 ? errors : [{ severity: 'error', ruleId: RULES.typedoc, ...fallback }];
  return new DiagnosticError([...headline, ...diagnostics.filter((d) => d.severity !== 'error')]);
}
