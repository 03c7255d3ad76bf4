import type * as TS from 'typescript';

type TypeScript = typeof TS;

/**
 * TypeScript as TypeDoc gets it on a worker thread, but for `createProgram`: a program created
 * without a host of its own gets one whose `getSourceFile` hands back the file an earlier
 * program of the thread parsed (same name, same parse settings), as a language service's
 * document registry does, and whose module and library resolutions go through caches the
 * thread's programs share (as `tsc --build` shares them between projects). Converting package
 * after package, each program would otherwise parse TypeScript's libraries and the shared
 * declarations again, and look up every import and library again. Within one build the files
 * do not change; the thread ends with the build.
 */
export function withSharedSourceFiles(ts: TypeScript): TypeScript {
  const parsed = new Map<string, TS.SourceFile>();
  const resolutions = new Map<string, Resolution>();
  function createProgram(
    rootNamesOrOptions: readonly string[] | TS.CreateProgramOptions,
    options?: TS.CompilerOptions,
    host?: TS.CompilerHost,
    oldProgram?: TS.Program,
    configFileParsingDiagnostics?: readonly TS.Diagnostic[],
  ): TS.Program {
    const args: TS.CreateProgramOptions = Array.isArray(rootNamesOrOptions)
      ? { rootNames: rootNamesOrOptions, options: options!, host, oldProgram, configFileParsingDiagnostics }
      : (rootNamesOrOptions as TS.CreateProgramOptions);
    if (args.host) return ts.createProgram(args);
    const shared = ts.createCompilerHost(args.options);
    const getSourceFile = shared.getSourceFile.bind(shared);
    shared.getSourceFile = (fileName, settings, onError, fresh) => {
      const key = `${fileName}\0${parseSettings(settings)}`;
      const known = fresh ? undefined : parsed.get(key);
      if (known) return known;
      const file = getSourceFile(fileName, settings, onError, fresh);
      if (file) parsed.set(key, file);
      return file;
    };
    const resolution = resolutionFor(ts, resolutions, args.options, shared);
    // The program then looks up each file's package.json scope (its module format) in the
    // cache's package.json entries too: without it, each of a build's programs walked up the
    // folders of every file again (~0.4 s of the thread on `content/`'s 31 packages).
    shared.getModuleResolutionCache = () => resolution.modules;
    shared.resolveModuleNameLiterals = (
      literals,
      containingFile,
      redirected,
      options,
      containingSourceFile,
    ) =>
      literals.map((literal) =>
        ts.resolveModuleName(
          literal.text,
          containingFile,
          options,
          shared,
          resolution.modules,
          redirected,
          ts.getModeForUsageLocation(containingSourceFile, literal, options),
        ),
      );
    // What TypeScript's own `resolveLibrary` does (a `@typescript/lib-*` package, found as Node 10 would).
    (shared as { resolveLibrary?: unknown }).resolveLibrary = (
      name: string,
      from: string,
      options: TS.CompilerOptions,
    ) =>
      ts.resolveModuleName(
        name,
        from,
        { moduleResolution: ts.ModuleResolutionKind.Node10, traceResolution: options.traceResolution },
        shared,
        resolution.libraries,
      );
    return ts.createProgram({ ...args, host: shared });
  }
  // Everything else is TypeScript's own (its exports are getters, which the prototype serves).
  return Object.create(ts, { createProgram: { value: createProgram, enumerable: true } }) as TypeScript;
}

/** What decides how a file is parsed, besides its text. */
function parseSettings(settings: TS.ScriptTarget | TS.CreateSourceFileOptions): string {
  if (typeof settings !== 'object') return String(settings);
  return `${settings.languageVersion}:${settings.impliedNodeFormat}:${settings.jsDocParsingMode}`;
}

interface Resolution {
  modules: TS.ModuleResolutionCache;
  libraries: TS.ModuleResolutionCache;
}

/** The caches for programs of these compiler options (one set in a build: its tsconfig's). */
function resolutionFor(
  ts: TypeScript,
  resolutions: Map<string, Resolution>,
  options: TS.CompilerOptions,
  host: TS.CompilerHost,
): Resolution {
  // The parsed tsconfig's own source file is not an option that changes a resolution.
  const key = JSON.stringify(options, (name, value: unknown) => (name === 'configFile' ? undefined : value));
  let found = resolutions.get(key);
  if (!found) {
    const directory = host.getCurrentDirectory();
    const canonical = (file: string) => host.getCanonicalFileName(file);
    const modules = ts.createModuleResolutionCache(directory, canonical, options);
    const libraries = ts.createModuleResolutionCache(
      directory,
      canonical,
      options,
      modules.getPackageJsonInfoCache(),
    );
    found = { modules, libraries };
    resolutions.set(key, found);
  }
  return found;
}
