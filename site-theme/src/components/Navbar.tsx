import type { RenderContext, SiteData } from '../context.ts';
import { NavbarSearchForm } from './SearchForm.tsx';
import { SiteLink } from './SiteLink.tsx';

type NavItem = SiteData['navbar']['items'][number];

/** True when the current route is the item's page or lies under its section. */
function isActive(item: NavItem, route: string): boolean {
  if (item.to === undefined) return false;
  const base = item.activeBasePath ?? (item.to.split('/').slice(0, 2).join('/') || '/');
  return route === item.to || (base !== '/' && (route === base || route.startsWith(`${base}/`)));
}

/** The top bar: menu toggle (narrow screens), site title, navbar items, search, colour mode switch. */
export function Navbar({ ctx }: { ctx: RenderContext }) {
  const { navbar } = ctx.site;
  const side = (position: 'left' | 'right') =>
    navbar.items
      .filter((item) => item.position === position)
      .map((item) => (
        <SiteLink
          key={item.label}
          ctx={ctx}
          link={item}
          className={isActive(item, ctx.route) ? 'navbar-link active' : 'navbar-link'}
        />
      ));
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <label className="navbar-menu-button" htmlFor="menu-toggle" aria-label="Toggle navigation menu">
          <span aria-hidden="true">☰</span>
        </label>
        <a className="navbar-brand" href={ctx.urlTo('/')}>
          {navbar.logo && (
            <img
              src={ctx.urlTo(`/${navbar.logo.src.replace(/^\//, '')}`)}
              alt={navbar.logo.alt}
              width="32"
              height="32"
            />
          )}
          <span className="navbar-title">{navbar.title ?? ctx.site.title}</span>
        </a>
        <div className="navbar-items">{side('left')}</div>
        <div className="navbar-items navbar-items-right">
          {side('right')}
          <NavbarSearchForm ctx={ctx} />
          <button
            type="button"
            className="color-mode-toggle js-only"
            aria-label="Switch between dark and light mode"
            title="Switch between dark and light mode"
          >
            <span className="icon-light" aria-hidden="true">
              ☀
            </span>
            <span className="icon-dark" aria-hidden="true">
              ☾
            </span>
          </button>
        </div>
      </nav>
      <nav className="navbar-mobile-menu" aria-label="Main (narrow screens)">
        {navbar.items.map((item) => (
          <SiteLink
            key={item.label}
            ctx={ctx}
            link={item}
            className={isActive(item, ctx.route) ? 'navbar-link active' : 'navbar-link'}
          />
        ))}
      </nav>
    </header>
  );
}
