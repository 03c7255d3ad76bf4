import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docusaurusModulesDir } from '@accounts-docs/site-theme';
import { isBundle } from './bundle-react.ts';
import { withoutSuffix } from './client-modules.ts';

/**
 * accounts-docs's own code: this package (or the CLI's bundle it is part of) and the theme,
 * whose Docusaurus modules are bundled with the pages. An error thrown there (an island given a
 * function) is placed at the project's code that called it.
 */
const ENGINE = [
  path.dirname(path.dirname(fileURLToPath(import.meta.url))),
  path.dirname(docusaurusModulesDir()),
].map((dir) => dir + path.sep);

/** A stack frame's place: `at f (file:///a/b.tsx:3:9)` or `at file:///a/b.tsx:3:9`. */
const FRAME = /(?:\(|^at )((?:file:\/\/)?\/[^\s()]+?):(\d+):(\d+)\)?$/;

let sourceMaps = false;

/**
 * Where an error thrown by a project's React code comes from: the first stack frame in one of
 * `files` (or in any file of the project outside `node_modules` and accounts-docs's own code),
 * mapped back to the `.tsx` through the bundle's inline source map. Falls back to line 1 of
 * `fallbackFile`.
 */
export function errorPlace(
  error: unknown,
  fallbackFile: string,
): { file: string; line: number; column: number } {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n').slice(1)) {
    const match = FRAME.exec(line.trim());
    if (!match) continue;
    const file = withoutSuffix(match[1]!.startsWith('file:') ? fileURLToPath(match[1]!) : match[1]!);
    if (file.includes('/node_modules/') || isBundle(file) || ENGINE.some((dir) => file.startsWith(dir)))
      continue;
    return { file, line: Number(match[2]), column: Number(match[3]) };
  }
  return { file: fallbackFile, line: 1, column: 1 };
}

/**
 * Turns on Node's source-map support for stack traces, so that frames in bundled pages point
 * at their `.tsx` sources. Done once, only when a project has React pages.
 */
export function enableSourceMaps(): void {
  if (sourceMaps) return;
  sourceMaps = true;
  process.setSourceMapsEnabled(true);
}
