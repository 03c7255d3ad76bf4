import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { transform } from 'esbuild';
import postcss from 'postcss';
import selectorParser, { type Node as SelectorNode, type Root as SelectorRoot, type Selector } from 'postcss-selector-parser';

import { INFIMA_SCOPE } from '@accounts-docs/site-theme';

/** Infima's stylesheet, scoped, and the classes it styles (to tell which pages use it). */
export interface ScopedInfima {
  css: string;
  classes: string[];
}

const ROOTS = new Set(['html', ':root', 'body']);

/**
 * Infima (the CSS framework of Docusaurus's classic theme: `container`, `row`, `col`, `hero`,
 * `button button--primary`, `margin-*`, `text--center`, `card`, `alert`…) made to apply inside
 * `.infima` only, at its own specificity: every selector gets `:where(.infima)` before it (after
 * its `html[data-theme=…]` part, if any), and its `html` / `body` rules apply to `.infima`
 * itself. Its variables keep their defaults at no specificity (`:where(:root)`), so the theme's
 * values and a site's `customCss` win over them, in any order. Infima's variable rules on
 * classes (`.alert--primary { --ifm-alert-…}`) stay as they are, scoped like the rest.
 */
export async function scopedInfima(): Promise<ScopedInfima> {
  const file = createRequire(import.meta.url).resolve('infima/dist/css/default/default.css');
  const root = postcss.parse(await readFile(file, 'utf8'), { from: undefined });
  const classes = new Set<string>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return;
    const variablesOnly = rule.nodes.every((node) => node.type !== 'decl' || node.prop.startsWith('--'));
    rule.selector = selectorParser((selectors: SelectorRoot) => {
      selectors.walkClasses((node) => void classes.add(node.value));
      selectors.each((selector) => scope(selector, variablesOnly));
    }).processSync(rule.selector);
  });
  const { code } = await transform(root.toString(), { loader: 'css', minify: true, charset: 'utf8', legalComments: 'none' });
  return { css: code, classes: [...classes].sort() };
}

/** One complex selector of a rule, scoped (see `scopedInfima`). */
function scope(selector: Selector, variablesOnly: boolean): void {
  const nodes = selector.nodes;
  const combinator = nodes.findIndex((node) => node.type === 'combinator');
  const head = combinator === -1 ? nodes : nodes.slice(0, combinator);
  const first = head[0];
  const isRoot =
    first !== undefined &&
    ((first.type === 'tag' && ROOTS.has(first.value)) || (first.type === 'pseudo' && first.value === ':root'));
  const where = (inner: string): SelectorNode => selectorParser().astSync(`:where(${inner})`).first.first!;
  const scopeNode = () => where(`.${INFIMA_SCOPE}`);
  if (isRoot && combinator === -1) {
    // `:root { --ifm-… }` and `html[data-theme='dark'] { --ifm-… }`: defaults, of no specificity.
    // `html { font… }`, `body { margin… }`: the scope element's own style.
    const replacement = variablesOnly ? where(String(selector).trim()) : scopeNode();
    selector.nodes.splice(0, selector.nodes.length);
    selector.append(replacement);
    return;
  }
  if (isRoot) {
    // `html[data-theme='dark'] .x`: the scope goes after the root part.
    const last = head[head.length - 1]!;
    selector.insertAfter(last, scopeNode());
    selector.insertAfter(last, selectorParser.combinator({ value: ' ' }));
    return;
  }
  selector.prepend(selectorParser.combinator({ value: ' ' }));
  selector.prepend(scopeNode());
}
