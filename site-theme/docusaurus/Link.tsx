import clsx from 'clsx';
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import type { HostSourcePosition } from '../shared/docusaurus-host.ts';
import { positioned, SOURCE_PROP, useHost } from './host.ts';
import isInternalUrl from './isInternalUrl.ts';
import { useBaseUrlUtils } from './useBaseUrl.ts';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  isNavLink?: boolean;
  activeClassName?: string;
  isActive?: (match: unknown, location: { pathname: string }) => boolean;
  autoAddBaseUrl?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
  children?: ReactNode;
  [SOURCE_PROP]?: HostSourcePosition;
}

/**
 * `@docusaurus/Link`, after packages/docusaurus/src/client/exports/Link.tsx: `to` or `href`
 * (the same), the base URL added to paths starting with `/`, `pathname://` for a link the
 * router must not take, external links opened in a new tab (`target="_blank"`, `rel="noopener
 * noreferrer"`, unless the props say otherwise). A plain `<a>` here: the client router takes
 * same-site links. The link checker sees each internal link at the JSX that wrote it.
 */
const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    isNavLink,
    to,
    href,
    activeClassName = 'active',
    isActive,
    'data-noBrokenLinkCheck': noBrokenLinkCheck,
    autoAddBaseUrl = true,
    [SOURCE_PROP]: source,
    className,
    ...props
  },
  ref,
) {
  const host = useHost();
  const { withBaseUrl } = useBaseUrlUtils();
  const unprefixed = to || href;
  const isInternal = isInternalUrl(unprefixed);
  const withoutProtocol = unprefixed?.replace('pathname://', '');
  const target =
    withoutProtocol === undefined
      ? undefined
      : autoAddBaseUrl && withoutProtocol.startsWith('/')
        ? withBaseUrl(withoutProtocol)
        : withoutProtocol;
  if (target !== undefined && isInternal && !noBrokenLinkCheck) host.onLink?.(target, source);
  let classes = className;
  let current: 'page' | undefined;
  if (isNavLink && target !== undefined && isInternal) {
    const pathname = host.pathname();
    const path = target.replace(/[?#].*$/, '');
    const active = isActive
      ? isActive(undefined, { pathname })
      : pathname === path || (path !== '/' && pathname.startsWith(path.endsWith('/') ? path : `${path}/`));
    if (active) {
      classes = clsx(className, activeClassName);
      current = 'page';
    }
  }
  return (
    <a
      ref={ref}
      href={target}
      {...(unprefixed && !isInternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(current ? { 'aria-current': current } : {})}
      {...(classes !== undefined ? { className: classes } : {})}
      {...props}
    />
  );
});

export default positioned(Link);
