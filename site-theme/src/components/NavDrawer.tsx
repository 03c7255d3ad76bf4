import type { RenderContext, SidebarNode } from '../context.ts';
import { NavbarLinks } from './NavbarLinks.tsx';
import { Sidebar } from './Sidebar.tsx';
import { themeComponent } from '../runtime/theme-components.ts';

export const NAV_DRAWER_ID = 'nav-drawer';

/**
 * The narrow-screen menu: the navbar's links, then the docs sidebar when the page has one. On
 * wide screens only the sidebar shows, as the left column of a docs page. The navbar's menu
 * button opens it as a drawer (client `nav-drawer.ts`); without JavaScript a checkbox shows it
 * in the flow of the page.
 */
export function NavDrawer({ ctx, sidebar }: { ctx: RenderContext; sidebar?: SidebarNode[] | undefined }) {
  const Side = themeComponent(ctx, 'Sidebar', Sidebar);
  return (
    <aside
      id={NAV_DRAWER_ID}
      className={sidebar ? 'nav-drawer doc-sidebar' : 'nav-drawer'}
      aria-label="Navigation"
    >
      <nav className="navbar-mobile-menu" aria-label="Main (narrow screens)">
        <NavbarLinks ctx={ctx} />
      </nav>
      {sidebar && <Side ctx={ctx} items={sidebar} />}
    </aside>
  );
}
