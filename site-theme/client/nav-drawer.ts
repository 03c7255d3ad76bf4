import { revealCurrentSidebarLink } from './sidebar-scroll.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), summary, input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const WIDE = '(min-width: 996px)';

/**
 * The navbar's menu button on narrow screens: opens the menu (`aria-controls`, the page's
 * `#nav-drawer`) as a drawer over the page with a backdrop. While open, Tab and Shift+Tab stay
 * in the button and the drawer; Escape, the backdrop, a link in the drawer, a navigation, or
 * the window growing to the wide layout close it.
 */
export function setUpNavDrawer(doc: Document, onPage: (listener: () => void) => void): void {
  const button = doc.querySelector<HTMLButtonElement>('.navbar-menu-button[aria-controls]');
  if (!button) return;
  const root = doc.documentElement;
  const drawer = () => doc.getElementById(button.getAttribute('aria-controls')!);
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';
  const backdrop = doc.createElement('div');
  backdrop.className = 'nav-drawer-backdrop';
  doc.body.append(backdrop);

  const setOpen = (open: boolean, focusButton = false) => {
    button.setAttribute('aria-expanded', String(open));
    root.classList.toggle('nav-drawer-open', open);
    if (open) {
      // Below the navbar wherever it is (the announcement bar may still be above it).
      const top = button.closest('header')?.getBoundingClientRect().bottom ?? 0;
      root.style.setProperty('--drawer-top', `${Math.max(0, top)}px`);
      // Start at the current page's link (a long API sidebar would otherwise open at its top).
      revealCurrentSidebarLink(doc);
      drawer()?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    } else if (focusButton) {
      button.focus();
    }
  };

  const focusables = () =>
    [button, ...(drawer()?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
      (el) => el.getClientRects().length > 0,
    );

  button.addEventListener('click', () => setOpen(!isOpen()));
  backdrop.addEventListener('click', () => setOpen(false, true));
  doc.addEventListener('keydown', (event) => {
    // A dialog opened over the drawer (the search modal) handles its own keys.
    if (!isOpen() || doc.activeElement?.closest('[role="dialog"]')) return;
    if (event.key === 'Escape') {
      setOpen(false, true);
    } else if (event.key === 'Tab') {
      const list = focusables();
      const index = list.indexOf(doc.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? list.length - 1 : index - 1) : (index + 1) % list.length;
      event.preventDefault();
      list[next]?.focus();
    }
  });
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (isOpen() && link && drawer()?.contains(link)) setOpen(false);
  });
  onPage(() => setOpen(false));
  matchMedia(WIDE).addEventListener('change', (event) => {
    if (event.matches) setOpen(false);
  });
}
