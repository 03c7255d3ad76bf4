import type { Root as HastRoot, Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CODE_LANGUAGE_UNKNOWN } from '@accounts-docs/diagnostics';
import { parseCodeMeta } from './code-meta.ts';
import { CODE_HTML_PROPERTY, codeHtmlLikeReact } from './code-html.ts';
import { highlightLines, PLAIN, type Highlighter } from './highlighter.ts';
import { report } from './messages.ts';

export interface CodeBlockOptions {
  highlighter: Highlighter | undefined;
  themes: { light: string; dark: string };
  /** Languages the highlighter could not load (reported once per block). */
  unknownLanguages: Set<string>;
  /** Keep highlighted blocks for the next compile (watch mode; a one-shot build sees each block once). */
  cacheBlocks?: boolean;
  /** The page, where an unknown language is reported. */
  file: VFile;
}

/**
 * Highlighted blocks by language, meta and code, per highlighter: in watch mode an edit
 * usually touches prose or one block, so the page's other blocks are not highlighted again.
 */
const highlighted = new WeakMap<Highlighter, Map<string, Element>>();
const MAX_CACHED_BLOCKS = 2000;

function highlightCached(
  highlighter: Highlighter,
  key: string,
  enabled: boolean,
  run: () => Element,
): Element {
  if (!enabled) return run();
  let cache = highlighted.get(highlighter);
  if (!cache) highlighted.set(highlighter, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return structuredClone(hit);
  const result = run();
  if (cache.size >= MAX_CACHED_BLOCKS) cache.clear();
  cache.set(key, structuredClone(result));
  return result;
}

/** The languages of every fenced code block, so they can be loaded before highlighting. */
export function codeLanguages(tree: HastRoot): Set<string> {
  const langs = new Set<string>();
  visit(tree, 'element', (node: Element) => {
    const lang = languageOf(node);
    if (lang !== undefined) langs.add(lang);
  });
  return langs;
}

/**
 * Replaces each `<pre><code class="language-x">` with a highlighted block: a title bar when
 * the fence has `title="…"`, Shiki's light and dark colours as CSS variables, and a copy button.
 */
export function highlightCodeBlocks(tree: HastRoot, options: CodeBlockOptions): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    const code = node.children[0];
    if (!code || code.type !== 'element' || code.tagName !== 'code') return;
    const lang = languageOf(node) ?? 'text';
    const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
    const source = toString(code).replace(/\n$/, '');
    let pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['code'] },
      children: [code],
    };
    if (options.unknownLanguages.has(lang) && node.position) {
      report(options.file, `Unknown code block language "${lang}"; the block is shown without highlighting`, {
        place: node.position.start,
        ruleId: CODE_LANGUAGE_UNKNOWN,
        hint: 'use a language id Shiki knows (ts, tsx, js, json, bash, graphql, yaml, diff, html) or `text`',
      });
    }
    if (options.highlighter && !PLAIN.has(lang) && !options.unknownLanguages.has(lang)) {
      const highlighter = options.highlighter;
      const key = `${lang}\0${options.themes.light}\0${options.themes.dark}\0${[...meta.highlightLines].join(',')}\0${source}`;
      pre = highlightCached(highlighter, key, options.cacheBlocks ?? false, () => {
        const root = highlighter.codeToHast(source, {
          lang,
          themes: options.themes,
          defaultColor: 'light',
          // No time limit per line: Shiki's default (500 ms) cut lines short on a busy machine
          // while a grammar's rules first compiled, leaving the rest of the line in the last
          // token's colour, so a build's output depended on the machine's load.
          tokenizeTimeLimit: 0,
          transformers: meta.highlightLines.size > 0 ? [highlightLines(meta.highlightLines)] : [],
        });
        return withCodeAsHtml(root.children[0] as Element);
      });
    } else {
      code.children = [{ type: 'text', value: source }];
    }
    pre.properties = { ...pre.properties, tabIndex: 0, dataLanguage: lang };
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
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      properties: { className: ['code-block', `language-${lang}`] },
      children,
    };
    return SKIP;
  });
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
