import type { PhrasingContent, RootContent } from 'mdast';
import type { LiteralValue } from './literal.ts';
import {
  checkPropNames,
  classesOf,
  MDX_RULES,
  readProps,
  report,
  stringProp,
  type JsxElement,
} from './props.ts';
import type { TabsContext } from './tabs.ts';

const TAB_ITEM_PROPS = ['value', 'label', 'default', 'attributes', 'className'] as const;

/** One `<TabItem>` of a tab set, its label settled (own `label`, the set's `values`, or its value). */
export interface TabItem {
  node: JsxElement;
  value: string;
  label: string;
  isDefault: boolean;
  /** Its `className`, for its panel. */
  classes: string[];
}

/**
 * The `<TabItem>` children of a `<Tabs>`, in order. Anything else inside the set, an item
 * without a `value` and two items with one value are reported; an empty list means there is
 * nothing to render. `values` is the set's `values` prop (labels by value).
 */
export function readTabItems(
  node: JsxElement,
  context: TabsContext,
  values: LiteralValue | undefined,
): TabItem[] {
  const labels = labelsOf(values, node, context);
  const isItem = (c: RootContent | PhrasingContent): c is JsxElement =>
    (c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement') &&
    context.componentOf(c.name) === 'TabItem';
  const itemNodes: JsxElement[] = [];
  for (const child of node.children as RootContent[]) {
    if (isItem(child)) itemNodes.push(child);
    // `{/* … */}` between the items.
    else if (child.type === 'mdxFlowExpression' && !child.value.replace(/\/\*[\s\S]*?\*\//g, '').trim())
      continue;
    // Items written on one line are a paragraph of inline elements.
    else if (
      child.type === 'paragraph' &&
      child.children.every((c) => isItem(c) || (c.type === 'text' && !c.value.trim()))
    ) {
      for (const c of child.children) if (isItem(c)) itemNodes.push(c);
    } else
      report(
        context,
        MDX_RULES.prop,
        child,
        `Only <TabItem> elements can be inside <${node.name}>`,
        'wrap this content in a <TabItem value="…"> or move it out of the tabs',
      );
  }
  const items = itemNodes
    .map((child) => readItem(child, context, labels))
    .filter((item): item is TabItem => item !== undefined);
  if (items.length === 0) {
    if (itemNodes.length === 0)
      report(
        context,
        MDX_RULES.prop,
        node,
        `<${node.name}> has no <TabItem>`,
        'add <TabItem value="…" label="…"> children',
      );
    return [];
  }
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.value))
      report(
        context,
        MDX_RULES.prop,
        item.node,
        `Two tabs have the value "${item.value}"`,
        'give every <TabItem> its own `value`',
      );
    seen.add(item.value);
  }
  return items;
}

function readItem(node: JsxElement, context: TabsContext, labels: Map<string, string>): TabItem | undefined {
  const props = readProps(context, node);
  checkPropNames(context, node, props, TAB_ITEM_PROPS);
  const value = stringProp(context, node, props, 'value');
  if (value === undefined) {
    report(
      context,
      MDX_RULES.prop,
      node,
      `<${node.name}> needs a \`value\``,
      'write <TabItem value="npm" label="npm">',
    );
    return undefined;
  }
  return {
    node,
    value,
    label: stringProp(context, node, props, 'label') ?? labels.get(value) ?? value,
    isDefault: props.default === true,
    classes: classesOf(context, node, props),
  };
}

/** `values={[{ value, label }]}` of `<Tabs>`: labels by value. */
function labelsOf(
  values: LiteralValue | undefined,
  node: JsxElement,
  context: TabsContext,
): Map<string, string> {
  const labels = new Map<string, string>();
  if (values === undefined) return labels;
  const valid =
    Array.isArray(values) &&
    values.every(
      (v) =>
        v !== null &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        typeof (v as { value?: unknown }).value === 'string',
    );
  if (!valid) {
    report(
      context,
      MDX_RULES.prop,
      node,
      '`values` of <Tabs> must be a list of { value, label }',
      "write values={[{ value: 'npm', label: 'npm' }]}",
    );
    return labels;
  }
  for (const v of values as { value: string; label?: unknown }[])
    if (typeof v.label === 'string') labels.set(v.value, v.label);
  return labels;
}
