import type { RenderContext } from '../context.ts';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from './Icons.tsx';
import { NAV_DRAWER_ID } from './NavDrawer.tsx';
import { NavbarLinks } from './NavbarLinks.tsx';
import { NavbarSearchForm } from './SearchForm.tsx';

/**
 * The top bar: menu button (narrow screens), site title, navbar items, search, colour mode
 * switch. The menu button is a real button when JavaScript runs; without it, a label of the
 * `menu-toggle` checkbox (see Layout) does the same in plain CSS.
 */
export function Navbar({ ctx }: { ctx: RenderContext }) {
  const { navbar } = ctx.site;
  return (
    <header
      className={[
        'navbar',
        ...(navbar.style ? [`navbar--${navbar.style}`] : []),
        ...(navbar.hideOnScroll ? ['navbar-hide-on-scroll'] : []),
      ].join(' ')}
    >
      <nav className="navbar-inner" aria-label="Main">
        <button
          type="button"
          className="navbar-menu-button js-only"
          aria-label="Navigation menu"
          aria-expanded="false"
          aria-controls={NAV_DRAWER_ID}
        >
          <MenuIcon className="icon-open" />
          <CloseIcon className="icon-close" />
        </button>
        <label className="navbar-menu-button no-js-only" htmlFor="menu-toggle">
          <MenuIcon />
        </label>
        <a className="navbar-brand" href={ctx.urlTo(navbar.homeRoute)}>
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
        <div className="navbar-items">
          <NavbarLinks ctx={ctx} position="left" />
        </div>
        <div className="navbar-items navbar-items-right">
          <NavbarLinks ctx={ctx} position="right" />
          <NavbarSearchForm ctx={ctx} />
          {!ctx.site.colorMode.disableSwitch && (
            <button
              type="button"
              className="color-mode-toggle js-only"
              aria-label="Switch between dark and light mode"
              title="Switch between dark and light mode"
            >
              <SunIcon />
              <MoonIcon />
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
