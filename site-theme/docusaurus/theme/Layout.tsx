import type { ReactNode } from 'react';
import type { LayoutRequest } from '../../shared/docusaurus-host.ts';
import { useHost } from '../host.ts';

/**
 * `@theme/Layout`: the site's layout (announcement bar, navbar, footer) drawn by accounts-docs
 * around the page, with the page's `title`, `description`, `keywords` and `image` in its head;
 * `noFooter` leaves the footer out and `wrapperClassName` goes on the element around the page
 * (`main-wrapper`), as theme-classic's Layout does. A page that renders no Layout is drawn bare.
 */
export default function Layout({ children, ...request }: LayoutRequest & { children?: ReactNode }) {
  useHost().layout?.(request);
  return <>{children}</>;
}
