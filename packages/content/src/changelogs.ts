import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiModel } from '@accounts-docs/api-model';
import type { ResolvedConfig } from '@accounts-docs/config';
import { readText, type ReadText } from './source-texts.ts';

/** A package's changelog as the site compiles it: its file, or the version alone. */
export interface ChangelogSource {
  packageName: string;
  /** The CHANGELOG.md, or the package.json when there is none (messages point there). */
  file: string;
  text: string;
}

/** The changelog of every API package, read through `read` (none when the config turns changelog pages off). */
export async function readChangelogs(
  model: ApiModel,
  config: ResolvedConfig,
  read: ReadText = readText,
): Promise<ChangelogSource[]> {
  if (config.api?.changelogs === false) return [];
  // The model's paths are relative to the API's project root.
  const apiRoot = config.paths.apiRoot ?? config.root;
  return Promise.all(
    model.packages.map(async (pkg) => {
      const changelog = pkg.changelog ? path.resolve(apiRoot, pkg.changelog) : undefined;
      if (changelog && existsSync(changelog))
        return { packageName: pkg.name, file: changelog, text: namedChangelog(await read(changelog), pkg.name) };
      return {
        packageName: pkg.name,
        file: changelog ?? path.resolve(apiRoot, pkg.dir, 'package.json'),
        text: changelogFallback(pkg),
      };
    }),
  );
}

/** The changelog of a package without a CHANGELOG.md: its current version alone. */
export function changelogFallback(pkg: { name: string; version?: string | undefined }): string {
  return `# ${pkg.name} changelog\n\n## ${pkg.version ?? 'Unreleased'}\n\nThe current release; earlier changes are not recorded.\n`;
}

/**
 * Changesets titles a CHANGELOG.md with the bare package name (`# @accounts/server`); on the
 * site that h1 says which page it is (`# @accounts/server changelog`). Other titles stay; the
 * line keeps its place, so positions of later findings do not move.
 */
export function namedChangelog(source: string, packageName: string): string {
  return source.replace(/^#[ \t]+(.+?)[ \t#]*$/m, (line, text: string) =>
    text === packageName ? `# ${packageName} changelog` : line,
  );
}
