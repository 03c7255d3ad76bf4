import type { ReactNode } from 'react';
import type { DocumentRequests, HeadData, RenderContext } from '../context.ts';
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
 * docs page, whose sidebar is part of it). `document`: what a React page asked for (its head
 * tags and classes; a bare page, or one without the footer).
 */
export function Layout({
  ctx,
  head,
  children,
  bodyClass,
  ownsDrawer = false,
  document = {},
}: {
  ctx: RenderContext;
  head: HeadData;
  children: ReactNode;
  bodyClass: string;
  ownsDrawer?: boolean;
  document?: DocumentRequests;
}) {
  const Bar = themeComponent(ctx, 'AnnouncementBar', AnnouncementBar);
  const Top = themeComponent(ctx, 'Navbar', Navbar);
  const Bottom = themeComponent(ctx, 'Footer', Footer);
  const chrome = !document.bare;
  const join = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  return (
    <html
      lang={document.htmlLang ?? 'en'}
      dir="ltr"
      data-theme={ctx.site.colorMode.defaultMode}
      {...(document.htmlClassName ? { className: document.htmlClassName } : {})}
    >
      <Head ctx={ctx} head={head} {...(document.title !== undefined ? { title: document.title } : {})} extra={document.headTags} />
      <body className={join(bodyClass, document.bodyClassName)}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/* Without JavaScript the narrow-screen menu opens with this checkbox (the navbar's menu
            label points to it); the client script hides it and uses the menu button instead. */}
        <input type="checkbox" id="menu-toggle" className="menu-toggle" aria-label="Navigation menu" />
        {chrome && ctx.site.announcementBar && <Bar bar={ctx.site.announcementBar} />}
        {chrome && <Top ctx={ctx} />}
        <div id="page-root" className="page-root">
          {chrome && !ownsDrawer && <NavDrawer ctx={ctx} />}
          {children}
        </div>
        {chrome && !document.noFooter && <Bottom ctx={ctx} />}
        {ctx.devScript && <script dangerouslySetInnerHTML={{ __html: ctx.devScript }} />}
      </body>
    </html>
  );
}
