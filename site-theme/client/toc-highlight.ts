/**
 * Marks the table of contents' entry of the section being read (`toc-active`, on the side
 * column and the narrow screens' list alike), chosen as Docusaurus's theme does
 * (theme-common `useTOCHighlight`): the first heading below the navbar when it is in the top
 * half of the window, else the one before it; past the last heading, the last. The side column
 * scrolls to keep the entry in view. Without JavaScript the table stays a plain list. Follows
 * each page the client router swaps in.
 */
export function setUpTocHighlight(doc: Document, onPage: (listener: () => void) => void): void {
  const win = doc.defaultView;
  if (!win) return;
  let entries: { link: HTMLAnchorElement; heading: HTMLElement }[] = [];
  let active: HTMLElement | undefined;
  let frame = 0;

  const collect = () => {
    entries = [];
    for (const link of doc.querySelectorAll<HTMLAnchorElement>('.toc-list a[href^="#"]')) {
      const heading = doc.getElementById(decodeURIComponent(link.hash.slice(1)));
      if (heading) entries.push({ link, heading });
    }
    active = undefined;
    update();
  };

  const update = () => {
    frame = 0;
    if (entries.length === 0) return;
    // A heading scrolled to sits just under the navbar (scroll-padding-top): it counts.
    const line = (doc.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0) - 1;
    const next = entries.findIndex(({ heading }) => heading.getBoundingClientRect().top >= line);
    const index =
      next < 0
        ? entries.length - 1
        : entries[next]!.heading.getBoundingClientRect().top < win.innerHeight / 2
          ? next
          : next - 1;
    const current = entries[index]?.heading;
    if (current === active) return;
    active = current;
    for (const { link, heading } of entries) {
      const on = heading === current;
      link.classList.toggle('toc-active', on);
      if (on) keepInView(link);
    }
  };

  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  win.addEventListener('scroll', schedule, { passive: true });
  win.addEventListener('resize', schedule);
  onPage(collect);
  collect();
}

/** Scrolls the side column (not the page) so the entry is in sight. */
function keepInView(link: HTMLElement): void {
  const column = link.closest<HTMLElement>('.toc-desktop');
  if (!column || column.scrollHeight <= column.clientHeight) return;
  const top = link.getBoundingClientRect().top - column.getBoundingClientRect().top + column.scrollTop;
  if (top < column.scrollTop || top + link.offsetHeight > column.scrollTop + column.clientHeight)
    column.scrollTop = top - column.clientHeight / 3;
}
