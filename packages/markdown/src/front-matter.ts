import type { Root as MdastRoot } from 'mdast';
import { parseDocument } from 'yaml';
import { DiagnosticError, positionAt, type Diagnostic } from '@accounts-docs/diagnostics';

/**
 * Parses the YAML front matter node that remark-frontmatter left at the top of the tree.
 * YAML errors are fatal, with the position mapped from the YAML block to the file.
 */
export function readFrontMatter(tree: MdastRoot, file: string): Record<string, unknown> {
  const node = tree.children[0];
  if (!node || node.type !== 'yaml') return {};
  // The YAML text starts on the line after the opening `---`.
  const firstLine = (node.position?.start.line ?? 1) + 1;
  const document = parseDocument(node.value, { prettyErrors: false, uniqueKeys: true });
  const problems: Diagnostic[] = document.errors.map((error) => {
    const at = positionAt(node.value, Math.min(error.pos[0], node.value.length));
    return {
      severity: 'error',
      ruleId: 'front-matter-yaml',
      reason: `Invalid YAML front matter: ${error.message.split('\n')[0]}`,
      file,
      line: firstLine + at.line - 1,
      column: at.column,
      hint: 'front matter is YAML between two `---` lines: `key: value`, one per line; quote values that contain `: `',
    };
  });
  if (problems.length > 0) throw new DiagnosticError(problems);
  const data: unknown = document.toJS();
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DiagnosticError([
      {
        severity: 'error',
        ruleId: 'front-matter-yaml',
        reason: 'Front matter must be a YAML mapping of keys to values',
        file,
        line: firstLine,
        column: 1,
        hint: 'write `title: My page` style lines between the `---` fences',
      },
    ]);
  }
  return data as Record<string, unknown>;
}
