import type { ResolvedConfig } from '@accounts-docs/config';
import { contentSourcePaths, findPackages } from '@accounts-docs/content/sources';

/** Every file and folder a build reads, the build cache aside: what the build stamp checks. */
export async function buildInputPaths(config: ResolvedConfig): Promise<string[]> {
  const { paths, docsVersions } = config;
  const sources = contentSourcePaths(config, await findPackages(config))
    .map((source) => source.path)
    .filter((p) => p !== paths.cache);
  const extra = [paths.theme, ...docsVersions.map((version) => version.dir)];
  return [...new Set([...sources, ...extra.filter((p): p is string => p !== undefined)])];
}
