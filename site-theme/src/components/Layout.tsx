import type { ReactNode } from 'react';
import type { HeadData, RenderContext } from '../context.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Head } from './Head.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { Navbar } from './Navbar.tsx';
import { themeComponent } from '../runtime/theme-components.ts';

/**
 * The whole HTML document: head, skip link, announcement, navbar, the page, footer. The page
 * (with the narrow-screen menu) sits in `#page-root`, the region the client router swaps on a
 * navigation; everything around it stays. `ownsDrawer`: the page renders the menu itself (a
 * docs page, whose sidebar is part of it).
 */
export function Layout({
  ctx,
  head,
  children,
  bodyClass,
  ownsDrawer = false,
}: {
  ctx: RenderContext;
  head: HeadData;
  children: ReactNode;
  bodyClass: string;
  ownsDrawer?: boolean;
}) {
  const Bar = themeComponent(ctx, 'AnnouncementBar', AnnouncementBar);
  const Top = themeComponent(ctx, 'Navbar', Navbar);
  const Bottom = themeComponent(ctx, 'Footer', Footer);
  return (
    <html lang="en" dir="ltr" data-theme={ctx.site.colorMode.defaultMode}>
      <Head ctx={ctx} head={head} />
      <body className={bodyClass}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/* Without JavaScript the narrow-screen menu opens with this checkbox (the navbar's menu
            label points to it); the client script hides it and uses the menu button instead. */}
        <input type="checkbox" id="menu-toggle" className="menu-toggle" aria-label="Navigation menu" />
        {ctx.site.announcementBar && <Bar bar={ctx.site.announcementBar} />}
        <Top ctx={ctx} />
        <div id="page-root" className="page-root">
          {!ownsDrawer && <NavDrawer ctx={ctx} />}
          {children}
        </div>
        <Bottom ctx={ctx} />
        {ctx.devScript && <script dangerouslySetInnerHTML={{ __html: ctx.devScript }} />}
      </body>
    </html>
  );
}
