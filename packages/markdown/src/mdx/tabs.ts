import type { ElementContent } from 'hast';
import {
  checkPropNames,
  classesOf,
  MDX_RULES,
  readProps,
  report,
  stringProp,
  type JsxElement,
  type MdxContext,
} from './props.ts';
import { readTabItems } from './tab-items.ts';

export interface TabsContext extends MdxContext {
  /** The theme component a JSX name stands for (imports followed), if any. */
  componentOf: (name: string | null) => string | undefined;
  /** Level of the headings that name the panels when they are shown stacked (no JavaScript). */
  headingDepth: number;
  /** Number of tab sets so far on the page, for unique ids. */
  count: number;
}

const TABS_PROPS = ['groupId', 'values', 'defaultValue', 'queryString', 'lazy', 'className'] as const;

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
  const items = readTabItems(node, context, props.values);
  if (items.length === 0) {
    node.children = [];
    return;
  }
  const seen = new Set(items.map((item) => item.value));
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
    children: [{ type: 'text', value: item.label }],
  }));
  const tabList = {
    type: 'tabList',
    data: { hName: 'div', hProperties: { role: 'tablist', className: ['tabs'] }, hChildren: buttons },
  };
  const panels = items.map((item, i) => {
    const label = item.label;
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
        className: ['tabs__panel', ...item.classes],
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
    hProperties: {
      className: ['tabs-container', ...classesOf(context, node, props)],
      ...(groupId ? { dataGroupId: groupId } : {}),
    },
  } as never;
  node.children = [tabList, ...panels] as never;
}
