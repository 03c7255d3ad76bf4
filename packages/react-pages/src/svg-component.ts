import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';

/** An element as React takes it: its type, and its props with `children`. */
interface ElementData {
  type: string;
  props: Record<string, unknown>;
}

/**
 * An SVG file as a React component module, as Docusaurus's SVGR loader makes it
 * (packages/docusaurus-utils/src/webpackUtils.ts, `svgr` with `titleProp`): `export default`
 * the component, whose props go on the `<svg>` (a `title` prop adds a `<title>`), and the file's
 * URL (`url`) as `src`. Comments, the XML prolog and editor attributes (`sodipodi:…`) are left
 * out.
 */
export function svgComponentModule(svg: string, url: string): string {
  const tree: Root = fromHtml(svg, { fragment: true });
  const make = (type: unknown, props: Record<string, unknown>): ElementData => ({ type: String(type), props });
  const jsx = make as never;
  const root = toJsxRuntime(tree, { Fragment: 'fragment', jsx, jsxs: jsx, space: 'html', passKeys: false }) as unknown as ElementData;
  const children = ([] as unknown[]).concat(root.props.children ?? []);
  const element = children.find((c): c is ElementData => typeof c === 'object' && c !== null && (c as ElementData).type === 'svg');
  const { children: content, ...attributes } = clean(element ?? { type: 'svg', props: {} }).props;
  return `import { createElement } from 'react';
export const src = ${JSON.stringify(url)};
const attributes = ${JSON.stringify(attributes)};
const content = ${JSON.stringify(content ?? [])};
const build = (node, key) => typeof node === 'string' ? node : createElement(node.type, { ...node.props, key }, ...[].concat(node.props.children ?? []).map(build));
export default function SvgComponent({ title, titleId, ...props }) {
  const children = [].concat(content).map(build);
  if (title) children.unshift(createElement('title', { key: 'title', id: titleId }, title));
  return createElement('svg', { ...attributes, ...(titleId ? { 'aria-labelledby': titleId } : {}), ...props }, ...children);
}
export const ReactComponent = SvgComponent;
`;
}

/** Without namespaced attributes (editors' `sodipodi:…`), which React cannot write, nor blank text. */
function clean(element: ElementData): ElementData {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(element.props)) {
    if (key.includes(':')) continue;
    props[key] =
      key === 'children'
        ? ([] as unknown[])
            .concat(value)
            .filter((c) => typeof c !== 'string' || c.trim() !== '')
            .map((c) => (typeof c === 'object' && c !== null ? clean(c as ElementData) : c))
        : value;
  }
  return { type: element.type, props };
}
