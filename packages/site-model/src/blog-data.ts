import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import { BLOG_DATA_FILE, type Diagnostic } from '@accounts-docs/diagnostics';

/** An entry of `authors.yml` or `tags.yml`: its key, its fields, and where it is written. */
export interface DataEntry {
  key: string;
  value: Record<string, unknown>;
  line: number;
  column: number;
}

/** A blog data file read: its entries in order, or its problems. */
export interface DataFile {
  file: string;
  entries: DataEntry[];
}

/**
 * Reads a blog data file (`authors.yml`, `tags.yml`; JSON is YAML too): a mapping of keys to
 * mappings (Docusaurus's `getDataFileData`, `@docusaurus/utils`), each entry placed at its key.
 * Undefined when the file does not exist.
 */
export function readDataFile(file: string, diagnostics: Diagnostic[]): DataFile | undefined {
  if (!existsSync(file)) return undefined;
  const name = path.basename(file);
  const lines = new LineCounter();
  const document = parseDocument(readFileSync(file, 'utf8'), {
    lineCounter: lines,
    prettyErrors: false,
    uniqueKeys: true,
  });
  const at = (offset: number | undefined) => {
    const place = lines.linePos(offset ?? 0);
    return { line: place.line, column: place.col };
  };
  const problem = (reason: string, offset: number | undefined, hint: string): undefined => {
    diagnostics.push({
      severity: 'error',
      ruleId: BLOG_DATA_FILE,
      reason: `${name}: ${reason}`,
      file,
      ...at(offset),
      hint,
    });
    return undefined;
  };
  const error = document.errors[0];
  if (error)
    return problem(
      `does not parse: ${error.message.split('\n')[0]}`,
      error.pos[0],
      'fix the YAML at this place',
    );
  const root = document.contents;
  if (root === null) return { file, entries: [] };
  if (!isMap(root))
    return problem(
      'is not a mapping of keys to entries',
      root.range?.[0],
      'write `key:` lines, each with its fields under it',
    );
  const entries: DataEntry[] = [];
  for (const pair of root.items as Pair[]) {
    const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
    const offset = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    if (key === undefined) {
      problem('a key that is not plain text', offset, 'write each key as a name, e.g. `jane:`');
      continue;
    }
    const value: unknown =
      pair.value && typeof pair.value === 'object' && 'toJSON' in pair.value
        ? (pair.value as { toJSON(): unknown }).toJSON()
        : null;
    if (value !== null && (typeof value !== 'object' || Array.isArray(value))) {
      problem(`the entry "${key}" is not a mapping`, offset, 'give its fields under it, e.g. `name: Jane`');
      continue;
    }
    entries.push({ key, value: (value ?? {}) as Record<string, unknown>, ...at(offset) });
  }
  return { file, entries };
}

/** The problem of one entry, at its key. */
export function entryProblem(file: string, entry: DataEntry, reason: string, hint: string): Diagnostic {
  return {
    severity: 'error',
    ruleId: BLOG_DATA_FILE,
    reason: `${path.basename(file)}: ${reason}`,
    file,
    line: entry.line,
    column: entry.column,
    hint,
  };
}
