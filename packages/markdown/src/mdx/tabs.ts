import type { ElementContent } from 'hast';
import type { PhrasingContent, RootContent } from 'mdast';
import {
  checkPropNames,
  MDX_RULES,
  readProps,
  report,
  stringProp,
  type JsxElement,
  type MdxContext,
} from './props.ts';

export interface TabsContext extends MdxContext {
  /** The theme component a JSX name stands for (imports followed), if any. */
  componentOf: (name: string | null) => string | undefined;
  /** Level of the headings that name the panels when they are shown stacked (no JavaScript). */
  headingDepth: number;
  /** Number of tab sets so far on the page, for unique ids. */
  count: number;
}

const TABS_PROPS = ['groupId', 'values', 'defaultValue', 'queryString', 'lazy', 'className'] as const;
const TAB_ITEM_PROPS = ['value', 'label', 'default', 'attributes', 'className'] as const;

interface Item {
  node: JsxElement;
  value: string;
  label: string | undefined;
  isDefault: boolean;
}

/**
 * `<Tabs>` with `<TabItem>` children → a tab list (buttons, shown once the client script
 * runs) and one panel per item, each opened by a heading with the tab's label. Without
 * JavaScript the panels read as stacked sections; with it, the stylesheet hides the headings
 * and every panel but the selected one, and `site-theme/client/tabs.ts` switches them,
 * syncs the tab sets of a `groupId` and remembers the choice (`docusaurus.tab.<groupId>`).
 */
export function transformTabs(node: JsxElement, context: TabsContext): void {
  const props = readProps(context, node);
  checkPropNames(context, node, props, TABS_PROPS);
  const groupId = stringProp(context, node, props, 'groupId');
  const labels = labelsOf(props.values, node, context);
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
    .map((child) => readItem(child, context))
    .filter((item): item is Item => item !== undefined);
  if (items.length === 0) {
    if (itemNodes.length === 0)
      report(
        context,
        MDX_RULES.prop,
        node,
        `<${node.name}> has no <TabItem>`,
        'add <TabItem value="…" label="…"> children',
      );
    node.children = [];
    return;
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
  const defaultValue = stringProp(context, node, props, 'defaultValue');
  if (defaultValue !== undefined && !seen.has(defaultValue))
    report(
      context,
      MDX_RULES.prop,
      node,
      `\`defaultValue\` "${defaultValue}" names no tab`,
      `use one of ${[...seen].map((v) => `"${v}"`).join(', ')}`,
    );
  const selected = defaultValue ?? items.find((item) => item.isDefault)?.value ?? items[0]!.value;

  const id = `tabs-${++context.count}`;
  const buttons: ElementContent[] = items.map((item, i) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${id}-tab-${i}`,
      className: ['tabs__item'],
      ariaSelected: String(item.value === selected),
      ariaControls: [`${id}-panel-${i}`],
      tabIndex: item.value === selected ? 0 : -1,
      dataValue: item.value,
    },
    children: [{ type: 'text', value: item.label ?? labels.get(item.value) ?? item.value }],
  }));
  const tabList = {
    type: 'tabList',
    data: { hName: 'div', hProperties: { role: 'tablist', className: ['tabs'] }, hChildren: buttons },
  };
  const panels = items.map((item, i) => {
    const label = item.label ?? labels.get(item.value) ?? item.value;
    const heading = {
      type: 'tabHeading',
      data: {
        hName: `h${context.headingDepth}`,
        hProperties: { className: ['tabs__heading'] },
        hChildren: [{ type: 'text', value: label }],
      },
    };
    const panel = item.node as unknown as { type: string; data: unknown; children: unknown[] };
    panel.type = 'tabPanel';
    panel.data = {
      hName: 'div',
      hProperties: {
        role: 'tabpanel',
        id: `${id}-panel-${i}`,
        className: ['tabs__panel'],
        ariaLabelledby: [`${id}-tab-${i}`],
        dataValue: item.value,
        ...(item.value === selected ? { dataActive: '' } : {}),
      },
    };
    panel.children = [heading, ...panel.children];
    return panel;
  });
  (node as unknown as { type: string }).type = 'tabs';
  node.data = {
    hName: 'div',
    hProperties: { className: ['tabs-container'], ...(groupId ? { dataGroupId: groupId } : {}) },
  } as never;
  node.children = [tabList, ...panels] as never;
}

function readItem(node: JsxElement, context: TabsContext): Item | undefined {
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
  return { node, value, label: stringProp(context, node, props, 'label'), isDefault: props.default === true };
}

/** `values={[{ value, label }]}` of `<Tabs>`: labels by value. */
function labelsOf(values: unknown, node: JsxElement, context: TabsContext): Map<string, string> {
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
