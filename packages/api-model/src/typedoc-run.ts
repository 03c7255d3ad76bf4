import path from 'node:path';
import type { JSONOutput, Logger, OptionsReader, TypeDocOptions } from 'typedoc';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { skipGitScanWhenDisabled } from './typedoc-git-scan.ts';
import { createDiagnosticLogger, placeUnusedParams } from './typedoc-logger.ts';
import { RULES } from './rules.ts';
import { referencedTsconfig, TsconfigParses } from './referenced-tsconfig.ts';

type TypeDoc = typeof import('typedoc');

export interface TypeDocOptionsInput {
  /** Absolute project root: source paths in the JSON are relative to it. */
  root: string;
  /** Absolute tsconfig.json. */
  tsconfig: string;
  /** Absolute entry file of the package (one package a conversion, see `runTypeDoc`). */
  entries: string[];
  /** The package's npm name: the name of its project, and of its module once merged. */
  name?: string;
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
  'name',
]);

let typedocModule: Promise<TypeDoc> | undefined;

/**
 * TypeDoc, imported once a thread and only here: it and TypeScript cost ~0.5 s to import, which a
 * warm build never pays. Once: each `import()` of it goes again through the thread's module
 * hooks (`requireTypeScriptOnImport`), which answer from another thread.
 */
function loadTypeDoc(): Promise<TypeDoc> {
  typedocModule ??= import('typedoc');
  typedocModule.catch(() => (typedocModule = undefined));
  return typedocModule;
}

/** The options of a package's TypeDoc conversion (also part of its cache key). */
export function typedocOptionsFor(input: TypeDocOptionsInput): TypeDocOptions {
  return {
    entryPoints: input.entries,
    // Not 'packages', which needs a tsconfig per package: the same per-package conversion, by
    // our own loop (`runTypeDoc` once a package, on two workers), merged as 'packages' merges.
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
    // The merge names each package's module by its project's name (without a name TypeDoc
    // searches for a package.json to name the project, and warns when there is none).
    name: input.name ?? 'API',
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

/** What a package's conversion gives: its project, TypeDoc's warnings, the files its program read. */
export interface TypeDocRun {
  project: JSONOutput.ProjectReflection;
  diagnostics: Diagnostic[];
  /**
   * Every file of the package's TypeScript program but TypeScript's own libraries (absolute):
   * its sources and the declarations it imports, what its cache entry is keyed by.
   */
  files: string[];
  /** `project` as JSON text, when it came as text from a worker (see `TypeDocCacheEntry.json`). */
  json?: string;
}

/**
 * Converts one package (`input.entries`, its entry) as TypeDoc's `packages` strategy converts
 * each package: a project of its own, which `mergeTypeDocProjects` merges with the others. Its
 * program starts at the entry (and the tsconfig's declaration files, for their globals), not
 * at every file the tsconfig includes: the package's sources and what they import. TypeDoc's
 * warnings come back as diagnostics, a failed conversion throws.
 */
export async function runTypeDoc(
  input: TypeDocOptionsInput,
  parsed = new TsconfigParses(),
): Promise<TypeDocRun> {
  const typedoc = await loadTypeDoc();
  skipGitScanWhenDisabled(typedoc);
  const diagnostics: Diagnostic[] = [];
  const logger = createDiagnosticLogger(typedoc, diagnostics);
  // Without the tsconfig reader TypeDoc ignores the tsconfig, and `paths` between packages stay unresolved.
  const options = typedocOptionsFor({
    ...input,
    tsconfig: await referencedTsconfig(input.tsconfig, input.entries, parsed),
  });
  // `blockTags` replaces TypeDoc's list: the declared tags are added to its defaults.
  if (options.blockTags)
    options.blockTags = [...new Set([...typedoc.OptionDefaults.blockTags, ...options.blockTags])];
  const app = await typedoc.Application.bootstrapWithPlugins(options, [
    withLogger(new typedoc.TSConfigReader(), logger),
  ]);
  // Errors outside the tsconfig reader went to TypeDoc's silenced console logger: we only know there were some.
  if (logger.hasErrors() || app.logger.hasErrors()) throw optionsFailure(input, app, diagnostics);
  app.logger = logger;
  startAtEntries(app, input.entries, logger);
  // Ids count on from the thread's last conversion: each package's JSON from 0, whatever ran before.
  typedoc.resetReflectionID();
  let programs: readonly import('typescript').Program[] = [];
  app.converter.on(typedoc.Converter.EVENT_BEGIN, (context) => {
    programs = context.programs;
  });
  const project = await app.convert();
  if (!project) {
    throw failure(diagnostics, {
      reason: 'TypeDoc could not convert the API packages',
      hint: "Check that the tsconfig's include covers each package's entry.",
    });
  }
  const files = new Set<string>();
  for (const program of programs)
    for (const file of program.getSourceFiles())
      if (!program.isSourceFileDefaultLibrary(file)) files.add(path.resolve(file.fileName));
  return {
    project: app.serializer.projectToObject(project, typedoc.normalizePath(input.root)),
    // The conversion went through: what TypeDoc logged as errors did not stop it. Unknown block
    // tags are grouped once every package's warnings are together (`groupUnknownBlockTags`).
    diagnostics: placeUnusedParams(diagnostics, project, typedoc).map((d) => ({ ...d, severity: 'warning' })),
    files: [...files].sort(),
  };
}

/**
 * The program's root files: the entries and the tsconfig's declaration files (ambient globals a
 * source may use without importing them), of the files the tsconfig includes. An entry the
 * tsconfig leaves out stays out: TypeDoc then says so, as it would over the whole tsconfig.
 */
function startAtEntries(app: import('typedoc').Application, entries: string[], logger: Logger): void {
  const wanted = new Set(entries.map((entry) => path.resolve(entry)));
  const all = app.options.getFileNames();
  if (!all.some((file) => wanted.has(path.resolve(file)))) return;
  const roots = all.filter((file) => wanted.has(path.resolve(file)) || /\.d\.[cm]?ts$/.test(file));
  app.options.setCompilerOptions(
    roots,
    app.options.getCompilerOptions(logger),
    app.options.getProjectReferences(),
  );
}

/**
 * TypeDoc's merge of the packages' projects (what its `merge` and `packages` strategies do once
 * every package is converted): one module per project, named by it, ids renumbered, and the
 * references between packages (a type or `{@link}` of one package naming a declaration of
 * another, kept by symbol in the package's JSON) resolved against the merged project.
 */
export async function mergeTypeDocProjects(
  input: Omit<TypeDocOptionsInput, 'entries' | 'name'>,
  projects: JSONOutput.ProjectReflection[],
): Promise<{ project: JSONOutput.ProjectReflection; diagnostics: Diagnostic[] }> {
  const typedoc = await loadTypeDoc();
  skipGitScanWhenDisabled(typedoc);
  const diagnostics: Diagnostic[] = [];
  const logger = createDiagnosticLogger(typedoc, diagnostics);
  // The config's options and plugins too: a plugin may act on the merged project (its revive event).
  const options = {
    ...typedocOptionsFor({ ...input, entries: [] }),
    entryPointStrategy: 'merge',
  } as TypeDocOptions;
  delete options.tsconfig;
  if (options.blockTags)
    options.blockTags = [...new Set([...typedoc.OptionDefaults.blockTags, ...options.blockTags])];
  const app = await typedoc.Application.bootstrapWithPlugins(options, []);
  if (app.logger.hasErrors())
    throw failure(diagnostics, { reason: 'TypeDoc rejected the options it was given', file: input.tsconfig });
  app.logger = logger;
  const root = typedoc.normalizePath(input.root);
  // The merge numbers every reflection again: from 0, whatever the thread converted before.
  typedoc.resetReflectionID();
  const merged = app.deserializer.reviveProjects('API', projects, {
    projectRoot: root,
    registry: app.files,
    alwaysCreateEntryPointModule: false,
  });
  app.converter.addProjectDocuments(merged);
  app.trigger(typedoc.Application.EVENT_PROJECT_REVIVE, merged);
  return {
    project: app.serializer.projectToObject(merged, root),
    diagnostics: diagnostics.map((d) => ({ ...d, severity: 'warning' })),
  };
}

/** TypeDoc refused its options: the tsconfig's problems at their place, an unknown option at its key. */
function optionsFailure(
  input: TypeDocOptionsInput,
  app: import('typedoc').Application,
  diagnostics: Diagnostic[],
): DiagnosticError {
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
    return failure([...unknown, ...diagnostics.filter((d) => d.file)], { reason: '', ...where });
  const placed = diagnostics.map((d) => (d.file ? d : { ...d, ...where }));
  return failure(placed, { reason: 'TypeDoc rejected the options it was given', ...where });
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
