/**
 * `navbar.hideOnScroll`: the navbar slides away while the reader scrolls down and comes back
 * as soon as they scroll up (or reach the top).
 */
export function setUpHideOnScroll(doc: Document): void {
  const navbar = doc.querySelector<HTMLElement>('.navbar-hide-on-scroll');
  if (!navbar) return;
  let last = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      const y = window.scrollY;
      navbar.classList.toggle('navbar-hidden', y > last && y > navbar.offsetHeight);
      last = y;
    },
    { passive: true },
  );
}
