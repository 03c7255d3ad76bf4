import type { RenderContext } from '../context.ts';
import type { NavbarItemData } from '../site-data.ts';
import { SiteLink } from './SiteLink.tsx';
import { VersionsMenu } from './VersionsMenu.tsx';

type NavLink = Extract<NavbarItemData, { type: 'link' }>;

/** True when the current route is the item's page or lies under its section. */
function isActive(item: NavLink, route: string): boolean {
  if (item.to === undefined) return false;
  const base = item.activeBasePath ?? (item.to.split('/').slice(0, 2).join('/') || '/');
  return route === item.to || (base !== '/' && (route === base || route.startsWith(`${base}/`)));
}

/** One navbar item: a link, a dropdown of links, or the docs version menu (from two versions). */
function NavItem({ ctx, item }: { ctx: RenderContext; item: NavbarItemData }) {
  if (item.type === 'versions') return <VersionsMenu ctx={ctx} />;
  if (item.type === 'dropdown') {
    return (
      <details className="navbar-dropdown">
        <summary className="navbar-link navbar-dropdown-label">{item.label}</summary>
        <ul className="navbar-dropdown-list">
          {item.items.map((link, index) => (
            <li key={index}>
              <SiteLink ctx={ctx} link={link} className="navbar-dropdown-link" />
            </li>
          ))}
        </ul>
      </details>
    );
  }
  // A link to a versioned doc carries the same page in each version: the client follows the
  // reader's preferred version (see client/docs-version.ts).
  const versions = item.versions
    ? JSON.stringify(
        Object.fromEntries(Object.entries(item.versions).map(([name, route]) => [name, ctx.urlTo(route)])),
      )
    : undefined;
  return (
    <SiteLink
      ctx={ctx}
      link={item}
      className={isActive(item, ctx.route) ? 'navbar-link active' : 'navbar-link'}
      {...(versions
        ? { data: { 'data-versions': versions, 'data-docs-plugin-id': ctx.site.docsPluginId } }
        : {})}
    />
  );
}

/** Every navbar item, the current section's marked active (the narrow-screen menu lists them all). */
export function NavbarLinks({ ctx, position }: { ctx: RenderContext; position?: 'left' | 'right' }) {
  return ctx.site.navbar.items
    .filter((item) => position === undefined || item.position === position)
    .map((item, i) => <NavItem key={`${item.position}-${i}`} ctx={ctx} item={item} />);
}
