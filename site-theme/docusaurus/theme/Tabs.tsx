import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.tsx';
import clsx from 'clsx';

interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: { value: string; label?: string }[];
  groupId?: string;
  className?: string;
  lazy?: boolean;
  queryString?: boolean | string;
}

/**
 * `@theme/Tabs` with `@theme/TabItem` children: the markup of `<Tabs>` in MDX (a tab list shown
 * once the client script runs, one panel per item under a heading with its label, so it reads
 * without JavaScript), switched by the always-loaded client script (`client/tabs.ts`): no
 * React in the browser. The selected tab: `defaultValue`, else the item marked `default`, else
 * the first; `groupId` syncs the sets and remembers the choice, as in Docusaurus.
 */
export default function Tabs({ children, defaultValue, values, groupId, className }: TabsProps) {
  const id = `tabs-${useId().replace(/[^\w-]/g, '')}`;
  const items = Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> => isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  if (items.length === 0) return null;
  const labels = new Map((values ?? []).map((v) => [v.value, v.label ?? v.value]));
  const labelOf = (item: TabItemProps) => item.label ?? labels.get(item.value) ?? item.value;
  const selected = defaultValue ?? items.find((item) => item.props.default)?.props.value ?? items[0]!.props.value;
  return (
    <div className={clsx('tabs-container', className)} {...(groupId ? { 'data-group-id': groupId } : {})}>
      <div role="tablist" className="tabs">
        {items.map((item, i) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            className="tabs__item"
            aria-selected={item.props.value === selected}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={item.props.value === selected ? 0 : -1}
            data-value={item.props.value}
          >
            {labelOf(item.props)}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          className={clsx('tabs__panel', item.props.className)}
          aria-labelledby={`${id}-tab-${i}`}
          data-value={item.props.value}
          {...(item.props.value === selected ? { 'data-active': '' } : {})}
          {...item.props.attributes}
        >
          <h3 className="tabs__heading">{labelOf(item.props)}</h3>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
