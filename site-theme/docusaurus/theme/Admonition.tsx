import type { ReactNode } from 'react';
import { ThemeClassNames } from '../theme-class-names.ts';
import clsx from 'clsx';

// theme-classic's Admonition types and the aliases it accepts (Admonition/Types); an unknown
// type shows as `info`, as there.
const TYPES = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);
const ALIASES: Record<string, string> = { secondary: 'note', important: 'info', success: 'tip' };

/**
 * `@theme/Admonition`: the markup of a `:::tip` block of markdown, so it looks the same, with
 * theme-classic's class names added for custom CSS.
 */
export default function Admonition({
  type,
  title,
  className,
  children,
}: {
  type: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const aliased = ALIASES[type] ?? type;
  const kind = TYPES.has(aliased) ? aliased : 'info';
  const classes = clsx(
    'admonition',
    `admonition-${kind}`,
    ThemeClassNames.common.admonition,
    ThemeClassNames.common.admonitionType(kind),
    className,
  );
  return (
    <div className={classes} role="note">
      <p className="admonition-title">{title ?? kind[0]!.toUpperCase() + kind.slice(1)}</p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
