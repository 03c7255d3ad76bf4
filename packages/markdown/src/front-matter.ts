import type { Root as MdastRoot } from 'mdast';
import type { VFile } from 'vfile';
import { isMap, isNode, isScalar, LineCounter, parseDocument, visit, type Document } from 'yaml';
import { FRONT_MATTER_TOO_LARGE, FRONT_MATTER_UNTERMINATED, FRONT_MATTER_YAML } from '@accounts-docs/diagnostics';
import { fail, report, throwIfErrors } from './messages.ts';

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
}

const HINT =
  'front matter is YAML between two `---` lines: `key: value`, one per line; quote values that contain `: `';

/**
 * Parses the YAML front matter node that remark-frontmatter left at the top of the tree.
 * YAML errors are fatal, with the position mapped from the YAML block to the file; what the
 * parser lets through with a warning (an unknown tag) is reported on `file` as a warning.
 */
export function readFrontMatter(tree: MdastRoot, file: VFile, source: string): FrontMatter {
  const node = tree.children[0];
  if (!node || node.type !== 'yaml') {
    checkUnterminated(source, file);
    return { data: {}, places: {} };
  }
  const key = `${node.position?.start.line ?? 1}\n${node.value}`;
  const known = READ.get(key);
  if (known) return structuredClone(known);
  const messages = file.messages.length;
  const read = parseFrontMatter(node, file);
  // Kept only when it read cleanly: a warning must be reported on every compile that meets it.
  if (file.messages.length === messages) {
    if (READ.size >= READ_LIMIT) READ.delete(READ.keys().next().value!);
    READ.set(key, structuredClone(read));
  }
  return read;
}

/**
 * Front matter read before, by its place and text: an edit of a page's body (watch mode)
 * leaves its front matter as it was, and YAML's parser is the slowest step of a small edit.
 * Bounded; the oldest entries go first.
 */
const READ = new Map<string, FrontMatter>();
const READ_LIMIT = 500;

function parseFrontMatter(
  node: Extract<MdastRoot['children'][number], { type: 'yaml' }>,
  file: VFile,
): FrontMatter {
  // yaml's own line index turns its offsets into lines of the YAML text, which starts on the
  // line after the opening `---` (the fence's place is the markdown parser's).
  const lines = new LineCounter();
  // Keys are checked for repeats below, in one pass: yaml's own check (`uniqueKeys`) compares
  // each key with every one before it (100,000 keys took minutes).
  const document = parseDocument(node.value, { prettyErrors: false, uniqueKeys: false, lineCounter: lines });
  const fenceLine = node.position?.start.line ?? 1;
  const place = (offset: number): Place => {
    const at = lines.linePos(Math.min(Math.max(offset, 0), node.value.length));
    return { line: fenceLine + at.line, column: at.col };
  };
  const refuse = (reason: string, at: Place, hint = HINT): never =>
    fail(file, reason, { place: at, ruleId: FRONT_MATTER_YAML, hint });

  // YAML reads a carriage return alone as no line break: such a file (saved by classic Mac OS
  // tools) is one long line to it.
  const loneCr = /\r(?!\n)/.test(node.value);
  for (const error of document.errors) {
    report(file, `Invalid YAML front matter: ${error.message.split('\n')[0]}`, {
      place: place(error.pos[0]),
      ruleId: FRONT_MATTER_YAML,
      hint: loneCr ? 'the file ends its lines with a carriage return alone (CR); save it with LF (or CRLF) line endings' : HINT,
      fatal: true,
    });
  }
  throwIfErrors(file);
  checkKeys(document, (offset) => place(offset), file);
  for (const warning of document.warnings) {
    report(file, `YAML front matter: ${warning.message.split('\n')[0]}`, {
      place: place(warning.pos[0]),
      ruleId: FRONT_MATTER_YAML,
      hint: 'front matter values are plain YAML: strings, numbers, lists and mappings, without tags',
    });
  }

  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // The yaml package refuses a document whose aliases expand too far (a "billion laughs").
    const first = document.contents?.range?.[0] ?? 0;
    refuse(
      `Invalid YAML front matter: ${error instanceof Error ? error.message : String(error)}`,
      place(first),
      'front matter needs no YAML aliases (`*name`): write each value out',
    );
  }
  if (data === null || data === undefined) return { data: {}, places: {} };
  if (typeof data !== 'object' || Array.isArray(data)) {
    refuse(
      'Front matter must be a YAML mapping of keys to values',
      place(0),
      'write `title: My page` style lines between the `---` fences',
    );
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
  return { data: data as Record<string, unknown>, places };
}

/** The most keys front matter may have, all its mappings together (a page has a dozen). */
export const MAX_FRONT_MATTER_KEYS = 1000;

/**
 * Every mapping's keys are its own (YAML 1.2: "map keys must be unique"), and the front
 * matter has at most `MAX_FRONT_MATTER_KEYS` keys: one pass with a set per mapping.
 */
function checkKeys(document: Document, place: (offset: number) => Place, file: VFile): void {
  let keys = 0;
  visit(document, {
    Map(_key, map) {
      const seen = new Set<string>();
      for (const pair of map.items) {
        const offset = (isNode(pair.key) ? pair.key.range?.[0] : undefined) ?? map.range?.[0] ?? 0;
        if (++keys > MAX_FRONT_MATTER_KEYS) {
          fail(file, `The front matter has more than ${MAX_FRONT_MATTER_KEYS.toLocaleString('en-US')} keys`, {
            place: place(offset),
            ruleId: FRONT_MATTER_TOO_LARGE,
            hint: 'keep front matter to the fields of the page; put data in a file the page links to',
          });
        }
        if (!isScalar(pair.key)) continue;
        const id = `${typeof pair.key.value}:${String(pair.key.value)}`;
        if (seen.has(id)) {
          fail(file, 'Invalid YAML front matter: Map keys must be unique', {
            place: place(offset),
            ruleId: FRONT_MATTER_YAML,
            hint: HINT,
          });
        }
        seen.add(id);
      }
    },
  });
}

/**
 * A file that opens front matter (`---` then `key:` lines) and never closes it is parsed as a
 * thematic break and a heading: the page would show its YAML as text. Say so instead.
 */
function checkUnterminated(source: string, file: VFile): void {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/, 3);
  if (lines[0]?.trimEnd() !== '---' || !/^[A-Za-z_][\w-]*[ \t]*:/.test(lines[1] ?? '')) return;
  fail(file, 'The front matter opened on line 1 is never closed', {
    place: { line: 1, column: 1 },
    ruleId: FRONT_MATTER_UNTERMINATED,
    hint: 'end the front matter with a line holding only `---`',
  });
}
