import { existsSync } from 'node:fs';
import path from 'node:path';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { jsonKeyPosition } from './read-json.ts';
import { RULES } from './rules.ts';

// A package's TypeScript entry (`find-packages.ts` reads the package): the one the config
// names, else the first of its package.json fields that names a source file, else src/index.ts.

/** package.json fields that may name the TypeScript entry, in the order we trust them. */
const ENTRY_FIELDS = ['types', 'typings', 'source'] as const;
const TS_SOURCE = /\.(ts|tsx|mts|cts)$/;
const DECLARATION_FILE = /\.d\.(ts|mts|cts)$/;

/** An entry the config names (`{ path, entry }`): it must exist. */
export function namedEntry(dir: string, entry: string): string {
  const file = path.resolve(dir, entry);
  if (existsSync(file)) return file;
  throw entryError({
    reason: `The entry ${entry} of ${path.basename(dir)} does not exist`,
    file: path.join(dir, 'package.json'),
    line: 1,
    column: 1,
    hint: 'Give the entry relative to the package folder, e.g. "src/index.ts".',
  });
}

/** The first of types/typings/source naming a TypeScript source file (not a .d.ts), else src/index.ts. */
export function resolveEntry(dir: string, json: Record<string, unknown>, text: string): string {
  const file = path.join(dir, 'package.json');
  for (const field of ENTRY_FIELDS) {
    const value = json[field];
    if (typeof value !== 'string' || !TS_SOURCE.test(value) || DECLARATION_FILE.test(value)) continue;
    const entry = path.resolve(dir, value);
    if (existsSync(entry)) return entry;
    throw entryError({
      reason: `"${field}" in package.json names ${value}, which does not exist`,
      file,
      ...jsonKeyPosition(text, field),
      hint: `Point "${field}" at the package's TypeScript entry file.`,
    });
  }
  const entry = path.join(dir, 'src', 'index.ts');
  if (existsSync(entry)) return entry;
  throw entryError({
    reason: `${path.basename(dir)} has no TypeScript entry: no src/index.ts, and no "types", "typings" or "source" naming a .ts file`,
    file,
    line: 1,
    column: 1,
    hint: 'Add src/index.ts, or set "types" in package.json to the file that exports the API.',
  });
}

function entryError(diagnostic: Omit<Diagnostic, 'severity' | 'ruleId'>): DiagnosticError {
  return new DiagnosticError([{ severity: 'error', ruleId: RULES.packageEntry, ...diagnostic }]);
}
