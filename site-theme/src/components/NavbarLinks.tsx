import type { RenderContext, SiteData } from '../context.ts';
import { SiteLink } from './SiteLink.tsx';

type NavItem = SiteData['navbar']['items'][number];

/** True when the current route is the item's page or lies under its section. */
function isActive(item: NavItem, route: string): boolean {
  if (item.to === undefined) return false;
  const base = item.activeBasePath ?? (item.to.split('/').slice(0, 2).join('/') || '/');
  return route === item.to || (base !== '/' && (route === base || route.startsWith(`${base}/`)));
}

/** Every navbar item, the current section's marked active (the narrow-screen menu lists them all). */
export function NavbarLinks({ ctx, position }: { ctx: RenderContext; position?: 'left' | 'right' }) {
  return ctx.site.navbar.items
    .filter((item) => position === undefined || item.position === position)
    .map((item) => (
      <SiteLink
        key={item.label}
        ctx={ctx}
        link={item}
        className={isActive(item, ctx.route) ? 'navbar-link active' : 'navbar-link'}
      />
    ));
}
