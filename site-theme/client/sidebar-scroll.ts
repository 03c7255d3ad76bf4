/**
 * Brings the current page's sidebar link into view when the sidebar scrolls on its own (wide
 * screens): in a long sidebar, like the API reference's, it would otherwise sit far below.
 */
export function revealCurrentSidebarLink(doc: Document): void {
  const sidebar = doc.querySelector<HTMLElement>('.doc-sidebar');
  if (sidebar) scrollToCurrent(sidebar);
}

/**
 * The same each time the narrow-screen menu opens the sidebar: it is hidden until then, so it
 * is watched for getting a size. The API reference's sidebar of 31 packages then opens at the
 * current page, not at its top. Follows the sidebar of each page the client router swaps in.
 */
export function revealCurrentSidebarLinkOnOpen(doc: Document): void {
  if (typeof ResizeObserver !== 'function') return;
  let watched: Element | undefined;
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries)
      if (entry.contentRect.height > 0) scrollToCurrent(entry.target as HTMLElement);
  });
  const watch = () => {
    const sidebar = doc.querySelector('.doc-sidebar') ?? undefined;
    if (sidebar === watched) return;
    if (watched) observer.unobserve(watched);
    watched = sidebar;
    if (sidebar) observer.observe(sidebar);
  };
  watch();
  doc.addEventListener('accounts-docs:page', watch);
}

function scrollToCurrent(sidebar: HTMLElement): void {
  // In the sidebar's own list: the narrow-screen menu also marks the current navbar item.
  const current = sidebar.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  if (!current || sidebar.scrollHeight <= sidebar.clientHeight) return;
  const top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top >= 0 && top + current.offsetHeight <= sidebar.clientHeight) return;
  // Set directly (no smooth scrolling): it happens while the sidebar first paints.
  sidebar.scrollTop += top - sidebar.clientHeight / 3;
}

/**
 * Keeps the wide screens' sidebar inside the viewport below the navbar and the announcement
 * bar: the bar scrolls away with the page while the sidebar sticks under the navbar, so how far
 * the sidebar still is below the place it sticks at (`--sidebar-offset`, read by sidebar.css)
 * is taken off its height, and its last entries can always be scrolled to.
 */
export function fitSidebarBelowAnnouncement(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('.announcement-bar');
  const win = doc.defaultView;
  if (!bar || !win) return;
  let offset = -1;
  let frame = 0;
  const update = () => {
    frame = 0;
    // The page's sidebar (the client router swaps it); none on a narrow screen's layout.
    const sidebar = doc.querySelector<HTMLElement>('.doc-sidebar');
    const stick = sidebar && parseFloat(win.getComputedStyle(sidebar).top);
    if (!sidebar || !stick) return;
    const now = Math.max(0, sidebar.getBoundingClientRect().top - stick);
    if (now === offset) return;
    offset = now;
    doc.documentElement.style.setProperty('--sidebar-offset', `${now}px`);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('resize', schedule);
  doc.addEventListener('accounts-docs:page', schedule);
  // Closed, or wrapped onto more lines.
  if (typeof ResizeObserver === 'function') new ResizeObserver(schedule).observe(bar);
}
