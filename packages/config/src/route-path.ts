/**
 * The one check every route passes before it becomes a page's URL and a folder in the output:
 * front matter `slug` and `id`, paths made from file names, sidebar doc ids, route prefixes in
 * the config. A route is a clean path under the base URL; anything that a browser, the server
 * or the file system would read as something else is refused here, with the reason.
 */

export type RouteShape =
  /** `/guide/setup` (a slug, a route prefix); one trailing `/` is allowed. */
  | 'absolute'
  /** `guide/setup` (an id, a path made from file names). */
  | 'relative'
  /** Either: a slug is absolute (from the docs' route) or relative (to it). */
  | 'any';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ENCODED_SPECIAL = /%(2e|2f|5c|00|25)/i;

export const ROUTE_HINT =
  'a route is plain path segments under the base URL, like `/guide/setup`: no `..` or `.` segments, no `//`, backslashes, `%` (encoded characters), `?` or `#`';

/** Why `value` is not a clean route of the given shape; `undefined` when it is one. */
export function routeProblem(value: string, shape: RouteShape): string | undefined {
  const control = CONTROL.exec(value);
  if (control) return `it holds the control character U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (value.includes('\\')) return 'it holds a backslash';
  const encoded = ENCODED_SPECIAL.exec(value);
  if (encoded) return `it holds an encoded character (\`${encoded[0]}\`) that a server decodes into a path separator, a dot or a NUL`;
  // A route is the text of a path (`café`, `a b`), encoded only in the URLs made of it: a `%`
  // would be read by browsers and servers as the start of an escape (`pct%20x` served as `pct x`).
  if (value.includes('%')) return 'it holds `%`, which browsers and servers read as the start of an encoded character';
  if (/[?#]/.test(value)) return 'it holds `?` or `#`, which end a URL path';
  if (value.trim() === '') return 'it is empty';
  if (value !== value.trim()) return 'it starts or ends with white space';
  const absolute = value.startsWith('/');
  if (shape === 'relative' && absolute) return 'it starts with `/`; it must be relative';
  if (shape === 'absolute' && !absolute) return 'it must start with `/`';
  // One trailing slash is a way of writing the same route; the root is `/` alone.
  const body = value.slice(absolute ? 1 : 0).replace(shape === 'relative' ? /$/ : /\/$/, '');
  if (body === '') return absolute ? undefined : 'it is empty';
  for (const segment of body.split('/')) {
    if (segment === '') return 'it has an empty segment (`//`)';
    if (segment === '..') return 'it has a `..` segment';
    if (segment === '.') return 'it has a `.` segment';
  }
  return undefined;
}
