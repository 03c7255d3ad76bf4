import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';

/**
 * `@theme/Details`: `<details class="details">` with its summary first — the `summary` prop as
 * text, or a `<summary>` element as it is — like `<Details>` in MDX.
 */
export default function Details({
  summary,
  className,
  children,
  ...props
}: { summary?: ReactNode } & DetailsHTMLAttributes<HTMLDetailsElement>) {
  const first = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <details {...props} className={clsx('details', className)}>
      {first}
      {children as ReactNode}
    </details>
  );
}
