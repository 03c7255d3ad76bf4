import path from 'node:path';

/** A path with `/` separators, as messages and edit URLs show it on every platform. */
export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
