import type { HTMLAttributes } from 'react';
import Link from '../Link.tsx';
import clsx from 'clsx';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * `@theme/Heading` (theme-classic's Heading): an `h1`, or a heading without an id, as it is;
 * any other with the `anchor` class and a "#" link to itself, like the headings of markdown.
 */
export default function Heading({ as: As, id, ...props }: { as: HeadingType } & HTMLAttributes<HTMLHeadingElement>) {
  if (As === 'h1' || !id) return <As {...props} id={undefined} />;
  const label = `Direct link to ${typeof props.children === 'string' ? props.children : id}`;
  return (
    <As {...props} className={clsx('anchor', props.className)} id={id}>
      {props.children}
      <Link className="hash-link" to={`#${id}`} aria-label={label} title={label}>
        #
      </Link>
    </As>
  );
}
