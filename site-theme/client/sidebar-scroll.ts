/**
 * Brings the current page's sidebar link into view when the sidebar scrolls on its own (wide
 * screens): in a long sidebar, like the API reference's, it would otherwise sit far below.
 */
export function revealCurrentSidebarLink(doc: Document): void {
  const sidebar = doc.querySelector<HTMLElement>('.doc-sidebar');
  const current = sidebar?.querySelector<HTMLElement>('.sidebar [aria-current="page"]');
  if (!sidebar || !current || sidebar.scrollHeight <= sidebar.clientHeight) return;
  const top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top >= 0 && top + current.offsetHeight <= sidebar.clientHeight) return;
  // Set directly (no smooth scrolling): it happens once, while the page first paints.
  sidebar.scrollTop += top - sidebar.clientHeight / 3;
}
