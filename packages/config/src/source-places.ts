import { jsonStringPlace, positionAt } from '@accounts-docs/diagnostics';

// Places in the config's source text, without its schema: what loading a config that is already
// known to be valid needs (the schema and zod are loaded only to validate one).

type Key = PropertyKey;

/** `navbar.items[2].to` */
export function formatKeyPath(keyPath: readonly Key[]): string {
  return keyPath
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/**
 * Finds where a key is written in the config source by following the path's named keys in
 * order. The config is TypeScript that esbuild bundles and Node evaluates: the object it
 * exports has no places, so this (and `locateString`) search the text, a best effort that finds
 * `key:` occurrences, not a parse.
 */
export function locateKey(
  source: string,
  keyPath: readonly Key[],
): { line: number; column: number } | undefined {
  let offset = 0;
  let found: number | undefined;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`(?:^|[\\s{,])(['"]?)${escapeRegExp(key)}\\1\\s*:`, 'g');
    pattern.lastIndex = offset;
    const match = pattern.exec(source);
    if (!match) break;
    found = match.index + match[0].indexOf(key) - match[1]!.length;
    offset = found + key.length;
  }
  return found === undefined ? undefined : positionAt(source, found);
}

/**
 * Where a string value is written in the config or a sidebars file (just inside its quotes);
 * 1:1 when absent. A `.json` file is parsed, and the parser's place is used; in code (see
 * `locateKey` for why) the first `'value'` or `"value"` is taken.
 */
export function locateString(source: string, value: string, file = ''): { line: number; column: number } {
  if (file.endsWith('.json')) return jsonStringPlace(source, value) ?? { line: 1, column: 1 };
  const found = [source.indexOf(`'${value}'`), source.indexOf(`"${value}"`)].filter((i) => i !== -1);
  return found.length > 0 ? positionAt(source, Math.min(...found) + 1) : { line: 1, column: 1 };
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
