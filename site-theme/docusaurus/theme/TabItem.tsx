import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/**
 * `@theme/TabItem`: one panel of a `<Tabs>` (which reads its props and draws it). Alone, it
 * shows its content.
 */
export default function TabItem({ children, className }: TabItemProps) {
  return (
    <div role="tabpanel" className={clsx('tabs__panel', className)}>
      {children}
    </div>
  );
}
