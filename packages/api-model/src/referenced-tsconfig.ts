import path from 'node:path';
import type { ParsedCommandLine } from 'typescript';

/**
 * The tsconfigs parsed for one build's conversions, by file: every package is converted with the
 * same tsconfig, whose parse expands its `include` over every package's folder (~10 ms each on
 * `content/`'s 31 packages). Only for one build: the files do not change within it.
 */
export class TsconfigParses {
  readonly files = new Map<string, ParsedCommandLine | undefined>();
  /** TypeScript, imported once: each `import()` asks the thread's module hooks again. */
  typescript: Promise<{ default: typeof import('typescript') }> | undefined;
}

/**
 * The tsconfig whose program holds the entries. A solution-style tsconfig (`files: []` and
 * `references`, packemon's) holds none itself; TypeDoc then makes a program per reference, but
 * in a package tsconfig that references a composite `tsconfig.lib.json`, TypeScript reads the
 * sources as that project's built declarations, and TypeDoc finds no entry until they are
 * built. The package's conversion is the `packages` strategy's: it is made with the deepest
 * referenced tsconfig that includes the entries (`packages/x/tsconfig.lib.json`), as each
 * package's own tsconfig would be.
 */
export async function referencedTsconfig(
  tsconfig: string,
  entries: readonly string[],
  parsed = new TsconfigParses(),
): Promise<string> {
  const ts = (await (parsed.typescript ??= import('typescript'))).default;
  const wanted = entries.map((entry) => path.resolve(entry));
  const parse = (file: string) => {
    if (parsed.files.has(file)) return parsed.files.get(file);
    const read = ts.readConfigFile(file, ts.sys.readFile);
    const result = read.error
      ? undefined
      : ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(file), undefined, file);
    parsed.files.set(file, result);
    return result;
  };
  const root = parse(tsconfig);
  if (!root || root.fileNames.length > 0 || !root.projectReferences?.length) return tsconfig;
  const seen = new Set<string>([path.resolve(tsconfig)]);
  // Depth first: a package's tsconfig, then the `tsconfig.lib.json` it references.
  const search = (refs: readonly import('typescript').ProjectReference[]): string | undefined => {
    let found: string | undefined;
    for (const ref of refs) {
      const file = ts.resolveProjectReferencePath(ref);
      if (seen.has(file)) continue;
      seen.add(file);
      const parsed = parse(file);
      if (!parsed) continue;
      const files = new Set(parsed.fileNames.map((name) => path.resolve(name)));
      const deeper = parsed.projectReferences ? search(parsed.projectReferences) : undefined;
      if (deeper) return deeper;
      if (!found && wanted.every((entry) => files.has(entry))) found = file;
    }
    return found;
  };
  return search(root.projectReferences) ?? tsconfig;
}
