import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Root as MdastRoot } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { TWIN_MARKDOWN_STYLE } from './twin-style.ts';

const STYLE = TWIN_MARKDOWN_STYLE;

/**
 * What a compiled page rendered for its twin (HTML by twin edit id) as markdown: the HTML read
 * as hast and turned to mdast by hast-util-to-mdast (what has no markdown form is its text),
 * links made absolute as the twin's own are (`href` of the URL the page renders).
 */
export function renderedMarkdown(
  rendered: Record<number, string>,
  href: (url: string) => string,
): (id: number, inline: boolean) => string | undefined {
  const cache = new Map<string, string>();
  return (id, inline) => {
    const html = rendered[id];
    if (html === undefined) return undefined;
    const key = `${inline ? 'i' : 'b'}${id}`;
    let text = cache.get(key);
    if (text === undefined) {
      text = htmlToMarkdown(html, inline, href);
      cache.set(key, text);
    }
    return text;
  };
}

function htmlToMarkdown(html: string, inline: boolean, href: (url: string) => string): string {
  const hast: HastRoot = fromHtml(html, { fragment: true });
  asMarkdownReads(hast);
  const mdast = toMdast(hast) as MdastRoot;
  absoluteLinks(mdast, href);
  tightLists(mdast);
  // GFM: a rendered table (moon's comparison page) is a markdown table, as in the source's twin.
  const text = toMarkdown(mdast, { ...STYLE, extensions: [gfmToMarkdown()] }).trim();
  // In a line of text, the rendered text stays on that line.
  return inline ? text.replace(/\s*\n\s*/g, ' ') : text;
}

/** Links and images of the rendered HTML as the twin writes its own: absolute (a `#` anchor stays as it is). */
function absoluteLinks(
  node: { type: string; url?: string; children?: unknown[] },
  href: (url: string) => string,
): void {
  if (
    (node.type === 'link' || node.type === 'image') &&
    typeof node.url === 'string' &&
    !node.url.startsWith('#')
  )
    node.url = href(node.url);
  for (const child of (node.children ?? []) as { type: string }[]) absoluteLinks(child, href);
}

/** Lists as a page's lists are written: tight (the HTML's white space between items is no blank line). */
function tightLists(node: { type: string; spread?: boolean | null; children?: unknown[] }): void {
  if (node.type === 'list' || node.type === 'listItem') node.spread = false;
  for (const child of (node.children ?? []) as { type: string }[]) tightLists(child);
}

/**
 * The rendered HTML as hast-util-to-mdast reads it: buttons (a code block's Copy) are the
 * page's controls, not its text; a highlighted block's language (`pre[data-language]`, the
 * theme's) on its `code` as a `language-` class.
 */
function asMarkdownReads(parent: HastRoot | Element): void {
  parent.children = parent.children.filter((child) => child.type !== 'element' || child.tagName !== 'button');
  for (const child of parent.children) {
    if (child.type !== 'element') continue;
    const language = child.properties.dataLanguage;
    if (child.tagName === 'pre' && typeof language === 'string')
      for (const code of child.children)
        if (code.type === 'element' && code.tagName === 'code')
          code.properties.className = [`language-${language}`];
    asMarkdownReads(child);
  }
}
