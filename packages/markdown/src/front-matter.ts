import type { Root as MdastRoot } from 'mdast';
import { isMap, isScalar, parseDocument } from 'yaml';
import {
  DiagnosticError,
  FRONT_MATTER_UNTERMINATED,
  FRONT_MATTER_YAML,
  positionAt,
  type Diagnostic,
} from '@accounts-docs/diagnostics';

/** Where a front matter key is written in the file (1-based). */
export interface Place {
  line: number;
  column: number;
  /** The value as written, when YAML read it as a number (`id: 007` is 7 to YAML). */
  written?: string;
}

export interface FrontMatter {
  data: Record<string, unknown>;
  /** The place of each top-level key, so later stages can point at `slug:` or `id:`. */
  places: Record<string, Place>;
  /** What the YAML parser let through with a warning (an unknown tag, …). */
  warnings: Diagnostic[];
}

const HINT =
  'front matter is YAML between two `---` lines: `key: value`, one per line; quote values that contain `: `';

/**
 * Parses the YAML front matter node that remark-frontmatter left at the top of the tree.
 * YAML errors are fatal, with the position mapped from the YAML block to the file.
 */
export function readFrontMatter(tree: MdastRoot, file: string, source: string): FrontMatter {
  const node = tree.children[0];
  if (!node || node.type !== 'yaml') {
    checkUnterminated(source, file);
    return { data: {}, places: {}, warnings: [] };
  }
  // The YAML text starts on the line after the opening `---`.
  const fenceLine = node.position?.start.line ?? 1;
  const place = (offset: number): Place => {
    const at = positionAt(node.value, Math.min(Math.max(offset, 0), node.value.length));
    return { line: fenceLine + at.line, column: at.column };
  };
  const fail = (reason: string, at: Place, hint = HINT): never => {
    throw new DiagnosticError([{ severity: 'error', ruleId: FRONT_MATTER_YAML, reason, file, ...at, hint }]);
  };

  const document = parseDocument(node.value, { prettyErrors: false, uniqueKeys: true });
  const problems: Diagnostic[] = document.errors.map((error) => ({
    severity: 'error',
    ruleId: FRONT_MATTER_YAML,
    reason: `Invalid YAML front matter: ${error.message.split('\n')[0]}`,
    file,
    ...place(error.pos[0]),
    hint: HINT,
  }));
  if (problems.length > 0) throw new DiagnosticError(problems);
  const warnings: Diagnostic[] = document.warnings.map((warning) => ({
    severity: 'warning',
    ruleId: FRONT_MATTER_YAML,
    reason: `YAML front matter: ${warning.message.split('\n')[0]}`,
    file,
    ...place(warning.pos[0]),
    hint: 'front matter values are plain YAML: strings, numbers, lists and mappings, without tags',
  }));

  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // The yaml package refuses a document whose aliases expand too far (a "billion laughs").
    const first = document.contents?.range?.[0] ?? 0;
    fail(
      `Invalid YAML front matter: ${error instanceof Error ? error.message : String(error)}`,
      place(first),
      'front matter needs no YAML aliases (`*name`): write each value out',
    );
  }
  if (data === null || data === undefined) return { data: {}, places: {}, warnings };
  if (typeof data !== 'object' || Array.isArray(data)) {
    fail('Front matter must be a YAML mapping of keys to values', place(0), 'write `title: My page` style lines between the `---` fences');
  }

  const places: Record<string, Place> = {};
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      const value = pair.value;
      const written = isScalar(value) && typeof value.value === 'number' ? value.source : undefined;
      places[String(pair.key.value)] = { ...place(pair.key.range[0]), ...(written ? { written } : {}) };
    }
  }
  return { data: data as Record<string, unknown>, places, warnings };
}

/**
 * A file that opens front matter (`---` then `key:` lines) and never closes it is parsed as a
 * thematic break and a heading: the page would show its YAML as text. Say so instead.
 */
function checkUnterminated(source: string, file: string): void {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/, 3);
  if (lines[0]?.trimEnd() !== '---' || !/^[A-Za-z_][\w-]*[ \t]*:/.test(lines[1] ?? '')) return;
  throw new DiagnosticError([
    {
      severity: 'error',
      ruleId: FRONT_MATTER_UNTERMINATED,
      reason: 'The front matter opened on line 1 is never closed',
      file,
      line: 1,
      column: 1,
      hint: 'end the front matter with a line holding only `---`',
    },
  ]);
}
