import type { VFile } from 'vfile';
import {
  MARKDOWN_TABLE_TOO_LARGE,
  MARKDOWN_TOO_COMPLEX,
  MARKDOWN_TOO_DEEP,
  MARKDOWN_TOO_LARGE,
} from '@accounts-docs/diagnostics';
import { fail } from './messages.ts';
import { MAX_NESTING_DEPTH } from './nesting-depth.ts';

/**
 * What one page may hold, checked on its text before the parser sees it: each bound keeps a
 * page's cost (time and memory) in proportion to its size, where the parser's would grow with
 * the square (or worse) of a construct repeated. Far beyond any page written by hand.
 */
export const PAGE_LIMITS = {
  /** Characters in a page (2 MiB of text: a book of 300 pages). */
  characters: 2 * 1024 * 1024,
  /** Columns of a table. */
  tableColumns: 1000,
  /** Cells of a table (its rows times its columns: every row gets every column). */
  tableCells: 250_000,
  /** `[` in one block of text (a paragraph, a table, an item): each may start a link whose end is looked for. */
  bracketsPerBlock: 500,
  /** Backticks in one inline code delimiter: each unmatched one is looked for to the block's end. */
  backtickRun: 32,
} as const;

/** A delimiter row of a GFM table: `| --- | :-: |`. */
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/**
 * Checks a page's text against `PAGE_LIMITS`, and, in MDX, how deep its expressions' brackets
 * nest (an expression nested thousands deep took acorn minutes to refuse). Stops at the first
 * limit passed, with its place.
 */
export function checkSourceLimits(source: string, file: VFile, options: { mdx: boolean }): void {
  if (source.length > PAGE_LIMITS.characters) {
    const at = lineAndColumn(source, PAGE_LIMITS.characters);
    fail(file, `The page has ${source.length.toLocaleString('en-US')} characters, more than the ${PAGE_LIMITS.characters.toLocaleString('en-US')} a page may have`, {
      place: at,
      ruleId: MARKDOWN_TOO_LARGE,
      hint: 'split the page into several pages',
    });
  }
  let fence: string | undefined;
  let brackets = 0;
  let lineNumber = 0;
  let table: { line: number; columns: number; rows: number } | undefined;
  let depth = 0;
  let elements = 0;
  let start = 0;
  const endTable = () => {
    if (table && table.columns * table.rows > PAGE_LIMITS.tableCells) {
      fail(file, `The table has ${table.rows} rows of ${table.columns} columns: ${(table.columns * table.rows).toLocaleString('en-US')} cells, more than the ${PAGE_LIMITS.tableCells.toLocaleString('en-US')} a table may have`, {
        place: { line: table.line, column: 1 },
        ruleId: MARKDOWN_TABLE_TOO_LARGE,
        hint: 'split the table, or publish the data as a file the page links to',
      });
    }
    table = undefined;
  };
  while (start <= source.length) {
    const end = source.indexOf('\n', start);
    const line = source.slice(start, end === -1 ? source.length : end);
    lineNumber++;
    const content = line.replace(/^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*/, '');
    const fenceMatch = /^(`{3,}|~{3,})/.exec(content);
    if (fence) {
      if (fenceMatch && fenceMatch[1]![0] === fence[0] && fenceMatch[1]!.length >= fence.length) fence = undefined;
    } else if (fenceMatch) {
      fence = fenceMatch[1];
      endTable();
      brackets = 0;
    } else if (content.trim() === '') {
      endTable();
      brackets = 0;
    } else {
      if (table) table.rows++;
      else if (line.includes('|') && DELIMITER_ROW.test(line) && lineNumber > 1) {
        const columns = line.replace(/^[ \t]*\|/, '').replace(/\|[ \t]*$/, '').split('|').length;
        if (columns > PAGE_LIMITS.tableColumns) {
          fail(file, `The table has ${columns.toLocaleString('en-US')} columns, more than the ${PAGE_LIMITS.tableColumns.toLocaleString('en-US')} a table may have`, {
            place: { line: lineNumber, column: 1 },
            ruleId: MARKDOWN_TABLE_TOO_LARGE,
            hint: 'split the table, or publish the data as a file the page links to',
          });
        }
        table = { line: lineNumber, columns, rows: 2 };
      }
      for (let i = 0; i < line.length; i++) {
        const char = line[i];
        if (char === '\\') {
          i++;
          continue;
        }
        if (char === '[' && ++brackets > PAGE_LIMITS.bracketsPerBlock) {
          tooComplex(file, lineNumber, i + 1, `more than ${PAGE_LIMITS.bracketsPerBlock} \`[\` in one block of text, each of which may start a link`, 'split the paragraph, or escape the brackets that start no link (`\\[`)');
        }
        if (char === '`') {
          let run = 1;
          while (line[i + run] === '`') run++;
          if (run > PAGE_LIMITS.backtickRun) {
            tooComplex(file, lineNumber, i + 1, `a run of ${run} backticks (an inline code delimiter may have ${PAGE_LIMITS.backtickRun})`, 'use a code block (a ``` fence) for code that holds backticks');
          }
          // A code span closed on the same line is text: its `<`, `{` and `[` open nothing
          // (`` `<boolean>` `` in an API page is no JSX element).
          const closing = codeSpanEnd(line, i, run);
          i = closing === -1 ? i + run - 1 : closing + run - 1;
          continue;
        }
        if (options.mdx) {
          if (char === '{' || char === '[' || char === '(') {
            if (++depth > MAX_NESTING_DEPTH) {
              fail(file, `MDX nested deeper than ${MAX_NESTING_DEPTH} levels: this bracket opens level ${depth}`, {
                place: { line: lineNumber, column: i + 1 },
                ruleId: MARKDOWN_TOO_DEEP,
                hint: 'flatten the expression; an MDX expression is a literal, not a program',
              });
            }
          } else if ((char === '}' || char === ']' || char === ')') && depth > 0) depth--;
          else if (char === '<') {
            // JSX: `<Tag …>` opens a level, `</Tag>` closes one, `<Tag … />` both.
            const next = line[i + 1] ?? '';
            if (next === '/') elements = Math.max(0, elements - 1);
            else if (/[A-Za-z>]/.test(next)) {
              const close = line.indexOf('>', i);
              const selfClosing = close !== -1 && line[close - 1] === '/';
              if (!selfClosing && ++elements > MAX_NESTING_DEPTH) {
                fail(file, `MDX nested deeper than ${MAX_NESTING_DEPTH} levels: this JSX element opens level ${elements}`, {
                  place: { line: lineNumber, column: i + 1 },
                  ruleId: MARKDOWN_TOO_DEEP,
                  hint: `flatten the page: elements may nest ${MAX_NESTING_DEPTH} levels deep`,
                });
              }
            }
          }
        }
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
  endTable();
}

/** Where the backtick run that closes the code span opened at `open` (a run of `run`) starts on the line, or -1. */
function codeSpanEnd(line: string, open: number, run: number): number {
  for (let j = line.indexOf('`', open + run); j !== -1; j = line.indexOf('`', j)) {
    let length = 1;
    while (line[j + length] === '`') length++;
    if (length === run) return j;
    j += length;
  }
  return -1;
}

function tooComplex(file: VFile, line: number, column: number, detail: string, hint: string): never {
  return fail(file, `The page is too complex to parse in proportion to its size: ${detail}`, {
    place: { line, column },
    ruleId: MARKDOWN_TOO_COMPLEX,
    hint,
  });
}

function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
