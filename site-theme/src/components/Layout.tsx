import type { ReactNode } from 'react';
import type { HeadData, RenderContext } from '../context.ts';
import { AnnouncementBar } from './AnnouncementBar.tsx';
import { Footer } from './Footer.tsx';
import { Head } from './Head.tsx';
import { Navbar } from './Navbar.tsx';
import { themeComponent } from '../runtime/theme-components.ts';

/** The whole HTML document: head, skip link, announcement, navbar, the page, footer. */
export function Layout({
  ctx,
  head,
  children,
  bodyClass,
}: {
  ctx: RenderContext;
  head: HeadData;
  children: ReactNode;
  bodyClass: string;
}) {
  const Bar = themeComponent(ctx, 'AnnouncementBar', AnnouncementBar);
  const Top = themeComponent(ctx, 'Navbar', Navbar);
  const Bottom = themeComponent(ctx, 'Footer', Footer);
  return (
    <html lang="en" dir="ltr" data-theme="light">
      <Head ctx={ctx} head={head} />
      <body className={bodyClass}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/* The narrow-screen menu opens with this checkbox (its label is the navbar's menu
            button), so the menu works without JavaScript. */}
        <input type="checkbox" id="menu-toggle" className="menu-toggle" aria-hidden="true" tabIndex={-1} />
        {ctx.site.announcementBar && <Bar bar={ctx.site.announcementBar} />}
        <Top ctx={ctx} />
        {children}
        <Bottom ctx={ctx} />
        {ctx.devScript && <script dangerouslySetInnerHTML={{ __html: ctx.devScript }} />}
      </body>
    </html>
  );
}
