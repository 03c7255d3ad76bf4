/**
 * Brings the current page's sidebar link into view whenever the sidebar scrolls on its own: on
 * wide screens when the page loads, on narrow screens each time the menu opens it (it is hidden
 * until then, so it is watched for getting a size). In a long sidebar, like the API
 * reference's 31 packages, the link would otherwise sit far below the top.
 */
export function revealCurrentSidebarLink(doc: Document): void {
  let watched: HTMLElement | undefined;
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          // Only a sidebar that just appeared (or was resized, e.g. by the drawer) is adjusted.
          for (const entry of entries)
            if (entry.contentRect.height > 0) scrollToCurrent(entry.target as HTMLElement);
        })
      : undefined;
  const watch = () => {
    const sidebar = doc.querySelector<HTMLElement>('.doc-sidebar') ?? undefined;
    if (sidebar === watched) return;
    if (watched) observer?.unobserve(watched);
    watched = sidebar;
    if (!sidebar) return;
    scrollToCurrent(sidebar);
    observer?.observe(sidebar);
  };
  watch();
  // The client router swaps the sidebar with the page (see the page lifecycle contract).
  doc.addEventListener('accounts-docs:page', watch);
}

function scrollToCurrent(sidebar: HTMLElement): void {
  const current = sidebar.querySelector<HTMLElement>('[aria-current="page"]');
  if (!current || sidebar.scrollHeight <= sidebar.clientHeight) return;
  const top = current.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
  if (top >= 0 && top + current.offsetHeight <= sidebar.clientHeight) return;
  // Set directly (no smooth scrolling): it happens while the sidebar first paints.
  sidebar.scrollTop += top - sidebar.clientHeight / 3;
}
