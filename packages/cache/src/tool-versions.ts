import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const versions = new Map<string, string>();

/**
 * `name@version` of an installed package, read from its `package.json` at run time (once per
 * process): an entry made with another Shiki, TypeDoc or Pagefind is never read. The package is
 * looked up in the `node_modules` folders Node would search from `from` (this module), by folder rather than by
 * `require.resolve`, which a package's `exports` may refuse for `package.json`. `name@none` when
 * it is not installed (an optional tool).
 */
export function toolVersion(name: string, from: string = import.meta.url): string {
  let found = versions.get(`${from}\0${name}`);
  if (found === undefined) {
    found = `${name}@none`;
    for (const folder of createRequire(from).resolve.paths(name) ?? []) {
      try {
        const manifest = JSON.parse(readFileSync(path.join(folder, name, 'package.json'), 'utf8')) as {
          version?: unknown;
        };
        found = `${name}@${String(manifest.version)}`;
        break;
      } catch {
        // Not in this folder: the next one up.
      }
    }
    versions.set(`${from}\0${name}`, found);
  }
  return found;
}
