import type { Root as MdastRoot } from 'mdast';
import type { Processor } from 'unified';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { MDX_RULES } from './props.ts';

/** Whether a file is MDX (parsed with the MDX syntax: JSX, `{expressions}`, `import`; no raw HTML). */
export function isMdxFile(file: string): boolean {
  return /\.mdx$/i.test(file);
}

/**
 * Parses with the MDX parser; a syntax error (an unclosed tag, a `<` that starts no tag, a
 * `{` that opens no expression) becomes a diagnostic at its place instead of a stack trace.
 */
export function parseMdx(parser: Processor<MdastRoot>, text: string, file: string): MdastRoot {
  try {
    return parser.parse(text);
  } catch (error) {
    const message = error as { reason?: string; line?: number; column?: number; place?: unknown };
    if (typeof message.reason !== 'string') throw error;
    const place = placeOf(message);
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: MDX_RULES.syntax,
        reason: `MDX syntax: ${message.reason.replace(/\s*\(\d+:\d+(-\d+:\d+)?\)$/, '')}`,
        file,
        ...place,
        hint: 'in MDX, `<` and `{` start JSX and expressions: close every tag, write `\\<` and `\\{` for the characters themselves, and `{/* … */}` for comments',
      },
    ]);
  }
}

function placeOf(message: { reason?: string; line?: number; column?: number; place?: unknown }): {
  line: number;
  column: number;
} {
  if (message.line && message.column) return { line: message.line, column: message.column };
  const place = message.place as
    { line?: number; column?: number; start?: { line: number; column: number } } | undefined;
  if (place?.start) return { line: place.start.line, column: place.start.column };
  if (place?.line && place.column) return { line: place.line, column: place.column };
  // Some messages only say where in their text: "… (3:1-3:6)".
  const written = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(message.reason ?? '');
  return written ? { line: Number(written[1]), column: Number(written[2]) } : { line: 1, column: 1 };
}
