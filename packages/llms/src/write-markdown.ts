import type { BlockContent, PhrasingContent, Root, RootContent } from 'mdast';

/**
 * Markdown text of the small set of nodes the API twins are built from (headings, paragraphs,
 * lists of one paragraph each, blockquotes, code blocks, and inline text, code, strong, links
 * and raw markdown). remark-stringify handles any tree but weighs every inline code against
 * dozens of escape patterns: on the API reference's thousands of types it costs more than the
 * rest of the twins together.
 */
export function writeMarkdown(tree: Root): string {
  return `${blocks(tree.children).trimEnd()}\n`;
}

function blocks(nodes: RootContent[]): string {
  return nodes.map((node) => block(node as BlockContent)).join('\n\n');
}

function block(node: BlockContent): string {
  switch (node.type) {
    case 'heading':
      return `${'#'.repeat(node.depth)} ${inline(node.children)}`;
    case 'paragraph':
      return inline(node.children);
    case 'html':
      return node.value;
    case 'code': {
      const fence = '`'.repeat(Math.max(3, longestRun(node.value, '`') + 1));
      return `${fence}${node.lang ?? ''}\n${node.value}\n${fence}`;
    }
    case 'blockquote':
      return blocks(node.children)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'list':
      return node.children.map((item) => `- ${blocks(item.children).split('\n').join('\n  ')}`).join('\n');
    default:
      throw new Error(`writeMarkdown: no rule for a ${node.type} node`);
  }
}

function inline(nodes: PhrasingContent[]): string {
  return nodes.map(phrase).join('');
}

function phrase(node: PhrasingContent): string {
  switch (node.type) {
    case 'text':
      return node.value.replace(/[\\`*_[\]<>]/g, '\\$&');
    case 'html':
      return node.value;
    case 'strong':
      return `**${inline(node.children)}**`;
    case 'emphasis':
      return `_${inline(node.children)}_`;
    case 'inlineCode': {
      const fence = '`'.repeat(longestRun(node.value, '`') + 1);
      const pad = /^`|`$/.test(node.value) ? ' ' : '';
      return `${fence}${pad}${node.value}${pad}${fence}`;
    }
    case 'link': {
      const url = /[\s()<>]/.test(node.url) ? `<${node.url.replace(/[<>]/g, encodeURIComponent)}>` : node.url;
      return `[${inline(node.children)}](${url})`;
    }
    default:
      throw new Error(`writeMarkdown: no rule for a ${node.type} node`);
  }
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}
