import type { Root as HastRoot, Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { SKIP, walkElements } from './tree-walk.ts';
import { VFile } from 'vfile';
import { CODE_LANGUAGE_UNKNOWN } from '@accounts-docs/diagnostics';
import { parseCodeMeta } from './code-meta.ts';
import { CODE_HTML_PROPERTY, codeHtmlLikeReact } from './code-html.ts';
import { ensureLanguages, highlightLines, PLAIN, type Highlighter } from './highlighter.ts';
import { report } from './messages.ts';

export interface CodeBlockOptions {
  /** Needed to highlight code (loaded only when a block is not in `store`); without it blocks are plain. */
  highlighter: Highlighter | (() => Promise<Highlighter>) | undefined;
  themes: { light: string; dark: string };
  /** Blocks highlighted by an earlier compile, so that an edit to prose needs no highlighter. */
  store?: CodeBlockStore | undefined;
  /** The page, where an unknown language is reported. */
  file: VFile;
}

/**
 * Highlighted code blocks kept between compiles, by a key of everything a block's output
 * depends on (language, themes, highlighted lines, code). An edit usually touches prose or one
 * block: the page's other blocks come from here, and a page whose blocks all do never loads
 * Shiki (about a second of a one-page rebuild).
 */
export interface CodeBlockStore {
  /** The blocks known for `file` among `keys` (the caller may change what it gets). */
  get(file: string, keys: readonly string[]): Promise<ReadonlyMap<string, Element>>;
  /** The highlighted blocks of this compile of `file`; the store copies what it keeps before it returns (the tree changes later). */
  set(file: string, blocks: ReadonlyMap<string, Element>): void | Promise<void>;
}

interface FoundBlock {
  parent: { children: unknown[] };
  index: number;
  node: Element;
  code: Element;
  lang: string;
  meta: ReturnType<typeof parseCodeMeta>;
  source: string;
  /** Set when the block is to be highlighted (not a plain-text language). */
  key: string | undefined;
}

/** The key of a block's highlighted output: everything it depends on (a store may hash it). */
export function codeBlockKey(
  lang: string,
  themes: { light: string; dark: string },
  lines: Iterable<number>,
  source: string,
): string {
  return `${lang}\0${themes.light}\0${themes.dark}\0${[...lines].join(',')}\0${source}`;
}

function findCodeBlocks(tree: HastRoot, themes: { light: string; dark: string }): FoundBlock[] {
  const blocks: FoundBlock[] = [];
  walkElements(tree, (node, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children[0];
    if (!code || code.type !== 'element' || code.tagName !== 'code') return;
    const lang = languageOf(node) ?? 'text';
    const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
    const source = toString(code).replace(/\n$/, '');
    const lines = meta.highlightLines.within(source.split('\n').length);
    const key = PLAIN.has(lang) ? undefined : codeBlockKey(lang, themes, lines, source);
    blocks.push({ parent, index, node, code, lang, meta, source, key });
    return SKIP;
  });
  return blocks;
}

/**
 * Replaces each `<pre><code class="language-x">` with a highlighted block: a title bar when
 * the fence has `title="…"`, Shiki's light and dark colours as CSS variables, and a copy button.
 */
export async function highlightCodeBlocks(tree: HastRoot, options: CodeBlockOptions): Promise<void> {
  const blocks = findCodeBlocks(tree, options.themes);
  const keys = blocks.flatMap((block) => (block.key === undefined ? [] : [block.key]));
  const known =
    options.store && options.highlighter && keys.length > 0
      ? await options.store.get(options.file.path, keys)
      : new Map<string, Element>();
  // A block the store lacks needs the highlighter; a language it does not know is never stored,
  // so its warning is given on every compile.
  const misses = blocks.filter((block) => block.key !== undefined && !known.has(block.key));
  let highlighter: Highlighter | undefined;
  let unknownLanguages = new Set<string>();
  if (misses.length > 0 && options.highlighter) {
    highlighter = typeof options.highlighter === 'function' ? await options.highlighter() : options.highlighter;
    unknownLanguages = await ensureLanguages(highlighter, new Set(misses.map((block) => block.lang)));
  }
  const highlighted = new Map<string, Element>();
  for (const block of blocks) {
    const { lang, meta, source, code, key } = block;
    if (unknownLanguages.has(lang) && block.node.position) {
      report(options.file, `Unknown code block language "${lang}"; the block is shown without highlighting`, {
        place: block.node.position.start,
        ruleId: CODE_LANGUAGE_UNKNOWN,
        hint: 'use a language id Shiki knows (ts, tsx, js, json, bash, graphql, yaml, diff, html) or `text`',
      });
    }
    let pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['code'] },
      children: [code],
    };
    const hit = key === undefined ? undefined : known.get(key);
    if (hit) {
      pre = hit;
      highlighted.set(key!, hit);
    } else if (key !== undefined && highlighter && !unknownLanguages.has(lang)) {
      const root = highlighter.codeToHast(source, {
        lang,
        themes: options.themes,
        defaultColor: 'light',
        // No time limit per line: Shiki's default (500 ms) cut lines short on a busy machine
        // while a grammar's rules first compiled, leaving the rest of the line in the last
        // token's colour, so a build's output depended on the machine's load.
        tokenizeTimeLimit: 0,
        transformers: meta.highlightLines.isEmpty ? [] : [highlightLines(meta.highlightLines)],
      });
      pre = withCodeAsHtml(root.children[0] as Element);
      highlighted.set(key, pre);
    } else {
      code.children = [{ type: 'text', value: source }];
    }
    block.parent.children[block.index] = codeBlock(pre, lang, meta);
  }
  if (options.store && highlighted.size > 0) await options.store.set(options.file.path, highlighted);
}

/** The block around a `pre` (a new element: the highlighted one may be the store's): its language, line numbers, title bar and copy button. */
function codeBlock(highlighted: Element, lang: string, meta: ReturnType<typeof parseCodeMeta>): Element {
  const pre: Element = { ...highlighted, properties: { ...highlighted.properties, tabIndex: 0, dataLanguage: lang } };
  if (meta.showLineNumbers) {
    // Shiki writes its classes as `class`: merged, or `className` would replace them.
    const shikiClass = typeof pre.properties.class === 'string' ? pre.properties.class.split(' ') : [];
    delete pre.properties.class;
    pre.properties.className = [...shikiClass, ...classList(pre), 'line-numbers'];
  }
  const children: ElementContent[] = [];
  if (meta.title) {
    children.push({
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block-title'] },
      children: [{ type: 'text', value: meta.title }],
    });
  }
  children.push(pre, {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['copy-button'],
      ariaLabel: 'Copy code to clipboard',
      title: 'Copy',
    },
    children: [{ type: 'text', value: 'Copy' }],
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block', `language-${lang}`] },
    children,
  };
}

/**
 * The highlighted `<code>`'s hundreds of token spans written as HTML once, here, rather than
 * turned into React elements and serialised on every render: kept as the `<code>`'s
 * `CODE_HTML_PROPERTY`, byte for byte what React would write (`codeHtmlLikeReact`). Its text
 * stays as the `<code>`'s one child, so what reads the tree's text (`hast-util-to-string`)
 * reads the same. A block `codeHtmlLikeReact` cannot write alike keeps its spans.
 */
function withCodeAsHtml(pre: Element): Element {
  const code = pre.children[0];
  if (!code || code.type !== 'element' || code.tagName !== 'code') return pre;
  const html = codeHtmlLikeReact(code.children);
  if (html === undefined) return pre;
  code.properties = { ...code.properties, [CODE_HTML_PROPERTY]: html };
  code.children = [{ type: 'text', value: toString(code) }];
  return pre;
}

function languageOf(pre: Element): string | undefined {
  if (pre.tagName !== 'pre') return undefined;
  const code = pre.children[0];
  if (!code || code.type !== 'element' || code.tagName !== 'code') return undefined;
  const className = classList(code).find((name) => name.startsWith('language-'));
  return className ? className.slice('language-'.length) : 'text';
}

function classList(node: Element): string[] {
  const value: unknown = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
}

/**
 * Code blocks given as data (a React page's `@theme/CodeBlock`s: code, language, the meta of a
 * fence), highlighted as the fenced blocks of a page are: each one's `div.code-block`, in order.
 */
export async function highlightCode(
  blocks: readonly { code: string; language: string; meta: string }[],
  options: Omit<CodeBlockOptions, 'file' | 'store'>,
): Promise<Element[]> {
  const tree: HastRoot = {
    type: 'root',
    children: blocks.map((block) => ({
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: { className: [`language-${block.language}`] },
          data: { meta: block.meta } as never,
          children: [{ type: 'text', value: block.code }],
        },
      ],
    })),
  };
  await highlightCodeBlocks(tree, { ...options, file: new VFile() });
  return tree.children as Element[];
}
