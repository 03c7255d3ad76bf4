import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { JSONOutput } from 'typedoc';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { checkTypeDocJson } from './check-typedoc-json.ts';
import { jsonKeyPosition, parseJson } from './read-json.ts';
import { ReflectionKind } from './reflection-kind.ts';
import { RULES } from './rules.ts';

/**
 * TypeDoc 0.28's `JSONOutput.SCHEMA_VERSION`. Copied: TypeDoc only exports it from its main
 * entry, which costs ~0.5 s to load; a test checks it against TypeDoc's.
 */
export const TYPEDOC_SCHEMA_VERSION = '2.0';

const REGENERATE = 'Regenerate it with TypeDoc 0.28: `npx typedoc@0.28 --json <file> <entry points>`.';

/**
 * Reads a TypeDoc project JSON file (`--typedoc-json`) and checks it is TypeDoc 0.28's project
 * schema and of a shape the converter can take; resolves to the project and what the shape
 * check found that does not stop it.
 */
export async function readTypeDocJson(
  file: string,
): Promise<{ project: JSONOutput.ProjectReflection; diagnostics: Diagnostic[] }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw invalid(
      {
        reason: `The TypeDoc JSON file ${file} cannot be read`,
        file,
        hint: 'Check the path given to --typedoc-json.',
      },
      error,
    );
  }
  const body = text.replace(/^\uFEFF/, '');
  const json = parseJson(body, { file, ruleId: RULES.typedocJson, hint: REGENERATE });
  assertProject(json, text, file);
  const { errors, warnings } = checkTypeDocJson(body, file);
  if (errors.length > 0) throw new DiagnosticError([...errors, ...warnings]);
  return { project: json, diagnostics: warnings };
}

/** Schema version first: a project of another TypeDoc version differs in ways a shape check would miss. */
function assertProject(
  json: unknown,
  text: string,
  file: string,
): asserts json is JSONOutput.ProjectReflection {
  const name = path.basename(file);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw invalid({
      reason: `${name} is not a TypeDoc project: it is not a JSON object`,
      file,
      line: 1,
      column: 1,
      hint: REGENERATE,
    });
  }
  const project = json as Record<string, unknown>;
  if (project.schemaVersion !== TYPEDOC_SCHEMA_VERSION) {
    const found =
      project.schemaVersion === undefined
        ? 'has no schemaVersion'
        : `has schemaVersion ${JSON.stringify(project.schemaVersion)}`;
    throw invalid({
      reason: `${name} ${found}; accounts-docs reads TypeDoc 0.28's JSON (schemaVersion "${TYPEDOC_SCHEMA_VERSION}")`,
      file,
      ...jsonKeyPosition(text, 'schemaVersion'),
      hint: REGENERATE,
    });
  }
  const children = project.children;
  if (project.kind !== ReflectionKind.Project || (children !== undefined && !Array.isArray(children))) {
    throw invalid({
      reason: `${name} is not a TypeDoc project: expected "kind": ${ReflectionKind.Project} and a "children" array`,
      file,
      ...jsonKeyPosition(text, project.kind !== ReflectionKind.Project ? 'kind' : 'children'),
      hint: `Give --typedoc-json the project JSON TypeDoc writes with --json, not a part of it. ${REGENERATE}`,
    });
  }
}

function invalid(diagnostic: Omit<Diagnostic, 'severity' | 'ruleId'>, cause?: unknown): DiagnosticError {
  return new DiagnosticError([{ severity: 'error', ruleId: RULES.typedocJson, ...diagnostic }], { cause });
}
