import type { Element, Root as HastRoot } from 'hast';
import { createElement, Fragment, type ComponentProps, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeReact, { type Options as RehypeReactOptions } from 'rehype-react';
import { unified } from 'unified';
import { Breakable } from '@accounts-docs/site-theme';

// Markdown content (hast) as React elements (`render-page.ts` renders them in the page): raw
// HTML's scripts and styles as written, highlighted code as the HTML kept for it, links rewritten.

/**
 * `<script>` and `<style>` of a page's raw HTML hold code, which React would escape as text
 * (`a && b` → `a &amp;&amp; b`): written as is. Their text came out of an HTML parser, which
 * ended the element at its first `</script>` / `</style>`, so it cannot close it early.
 */
const rawText =
  (tag: 'script' | 'style') =>
  ({ children, ...props }: { children?: ReactNode }) =>
    createElement(tag, {
      ...props,
      dangerouslySetInnerHTML: { __html: ([] as ReactNode[]).concat(children ?? []).join('') },
    });
/**
 * The hast property in which the markdown stage keeps a highlighted block's content as the HTML
 * React would write for it (markdown's `CODE_HTML_PROPERTY`, `code-html.ts`): written as is,
 * in place of the `<code>`'s children (its plain text, kept for what reads the tree's text).
 */
const CODE_HTML = 'accounts-docs/html';
/**
 * A code element; inline code that is one name (`removeAllResetPasswordTokensAfterPasswordChanged`,
 * `@accounts/server`: no space) wraps at its words only when it cannot fit on a line of its own
 * (the theme's `Breakable`), so a table column or a phone's line is not as wide as the name.
 */
export function code({
  [CODE_HTML]: html,
  children,
  ...props
}: {
  [CODE_HTML]?: unknown;
  children?: ReactNode;
}) {
  if (typeof html === 'string')
    return createElement('code', { ...props, dangerouslySetInnerHTML: { __html: html } });
  if (typeof children === 'string' && !/\s/.test(children))
    return createElement('code', props, createElement(Breakable, { text: children }));
  return createElement('code', { ...props, children });
}
export const base: RehypeReactOptions = {
  Fragment,
  jsx,
  jsxs,
  passKeys: true,
  components: { code, script: rawText('script'), style: rawText('style') },
};
const plain = unified().use(rehypeReact, base);

/** The inside of a highlighted code block (`div.code-block`'s children) as the HTML React writes for it. */
export function codeBlockInnerHtml(block: Element): string {
  return renderToStaticMarkup(
    createElement(Fragment, null, hastToReact({ type: 'root', children: block.children })),
  );
}

/** Markdown content (hast) as React elements, through rehype-react, with links (and image sources) rewritten. */
export function hastToReact(tree: HastRoot, linkMap: Record<string, string> = {}): ReactNode {
  if (Object.keys(linkMap).length === 0) return plain.stringify(tree) as ReactNode;
  const a = (props: ComponentProps<'a'>) =>
    createElement('a', {
      ...props,
      href: props.href !== undefined ? (linkMap[props.href] ?? props.href) : undefined,
    });
  const img = (props: ComponentProps<'img'>) =>
    createElement('img', {
      ...props,
      src: typeof props.src === 'string' ? (linkMap[props.src] ?? props.src) : props.src,
    });
  return unified()
    .use(rehypeReact, { ...base, components: { ...base.components, a, img } })
    .stringify(tree) as ReactNode;
}
