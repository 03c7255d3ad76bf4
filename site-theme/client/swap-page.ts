// Head elements that describe the page (the rest of the head is the same on every page).
const PAGE_HEAD = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
].join();

const ROOT_ID = 'page-root';

/** The stylesheets and scripts a page was served with; a page with others is from another build. */
export function assetSignature(doc: Document): string {
  return Array.from(
    doc.head.querySelectorAll('link[rel="stylesheet"], script[src]'),
    (el) => el.getAttribute('href') ?? el.getAttribute('src'),
  ).join(' ');
}

/**
 * Parses fetched HTML; undefined unless it is a page of this very build: the page marker with
 * the same base URL, the swappable region, and the same assets (after a deploy the new page
 * may need new CSS or script, so the caller loads it in full).
 */
export function parsePage(html: string, base: string, assets: string): Document | undefined {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const marker = next.querySelector('meta[name="accounts-docs-page"]')?.getAttribute('content');
  if (marker !== base || !next.getElementById(ROOT_ID) || assetSignature(next) !== assets) return undefined;
  return next;
}

/**
 * Puts the next page in place of the current one: the page region (content, sidebar, TOC,
 * narrow-screen menu), the title, the page's head metadata, the body class, and the navbar's
 * active item. The navbar itself, the announcement bar and the footer stay as they are.
 */
export function swapPage(doc: Document, next: Document): void {
  const root = doc.getElementById(ROOT_ID)!;
  const sidebarTop = doc.querySelector('.doc-sidebar')?.scrollTop;
  const folds = sidebarFolds(doc);
  root.replaceChildren(...Array.from(next.getElementById(ROOT_ID)!.childNodes));
  doc.title = next.title;
  for (const el of doc.head.querySelectorAll(PAGE_HEAD)) el.remove();
  doc.head.append(...Array.from(next.head.querySelectorAll(PAGE_HEAD)));
  doc.body.className = next.body.className;
  const nextLinks = next.querySelectorAll('.navbar a.navbar-link');
  doc.querySelectorAll('.navbar a.navbar-link').forEach((link, i) => {
    const from = nextLinks[i];
    if (!from) return;
    link.className = from.className;
    const current = from.getAttribute('aria-current');
    if (current) link.setAttribute('aria-current', current);
    else link.removeAttribute('aria-current');
  });
  // The same sidebar keeps the categories the reader folded or unfolded (the current page's
  // stay open) and stays where the reader scrolled it.
  const after = sidebarFolds(doc);
  if (folds.shape === after.shape) {
    after.details.forEach((details, i) => {
      if (!details.querySelector('[aria-current="page"]')) details.open = folds.details[i]!.open;
    });
  }
  const sidebar = doc.querySelector('.doc-sidebar');
  if (sidebar && sidebarTop !== undefined) sidebar.scrollTop = sidebarTop;
}

/** The sidebar's categories, and a string that is the same for the same sidebar. */
function sidebarFolds(doc: Document): { details: HTMLDetailsElement[]; shape: string } {
  const details = Array.from(doc.querySelectorAll<HTMLDetailsElement>('.sidebar details'));
  return { details, shape: details.map((d) => d.querySelector('summary')?.textContent).join('\n') };
}
