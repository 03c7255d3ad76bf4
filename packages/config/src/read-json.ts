import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_SYNTAX, DiagnosticError, jsonSyntaxErrorPlace } from '@accounts-docs/diagnostics';

/** A JSON file of the site (`versions.json`, a versioned sidebars file), or its syntax error as a diagnostic. */
export function readJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: CONFIG_SYNTAX,
        reason: `${path.basename(file)} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        file,
        ...jsonSyntaxErrorPlace(text),
        hint: 'fix the JSON at this place',
      },
    ]);
  }
}
