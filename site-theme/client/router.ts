import { showCrashScreen } from './crash-screen.ts';
import { routableUrl } from './links.ts';
import { forgetPage, loadPage, pageKey } from './page-loader.ts';
import { startProgressBar } from './progress-bar.ts';
import { assetSignature, parsePage, swapPage } from './swap-page.ts';

/** Sent on `document` after every client navigation, once the new page is in place. */
export const PAGE_EVENT = 'accounts-docs:page';

const SCROLL_KEY = 'accounts-docs:scroll';

interface Router {
  /** Opens a page of the site without reloading: fetch, swap, history, scroll, focus. */
  navigate(url: URL, mode: 'push' | 'replace' | 'pop', scrollY?: number): Promise<void>;
}

/**
 * Client navigation over the static pages: a click on a link to another page of the site
 * fetches that page's HTML and swaps it in; back and forward do the same and put the scroll
 * position back. Whatever cannot be shown this way (a failed request, an error status,
 * something that is not a page of this build) is loaded by the browser instead.
 */
export function setUpRouter(doc: Document, base: string): Router {
  const assets = assetSignature(doc);
  // Scroll position of each history entry (by the key in its state), kept across reloads.
  let positions: Record<string, number> = {};
  try {
    positions = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    // Storage disabled: positions live for this document only.
  }
  const newKey = () => Math.random().toString(36).slice(2, 10);
  const currentKey = (): string | undefined => (history.state as { key?: string } | null)?.key;
  const restored = currentKey() !== undefined ? positions[currentKey()!] : undefined;
  if (currentKey() === undefined) history.replaceState({ ...(history.state as object), key: newKey() }, '');
  history.scrollRestoration = 'manual';
  if (restored !== undefined) scrollTo(0, restored);

  let rendered = pageKey(new URL(location.href));
  announce(doc, '');
  let latest = 0;

  addEventListener(
    'scroll',
    () => {
      const key = currentKey();
      if (key) positions[key] = scrollY;
    },
    { passive: true },
  );
  addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
    } catch {
      // Nothing to keep it in.
    }
  });
  // A `#fragment` link the browser followed made an entry without our key.
  addEventListener('hashchange', () => {
    if (currentKey() === undefined) history.replaceState({ key: newKey() }, '');
  });

  const scrollToHash = (hash: string) => {
    let target: HTMLElement | null = null;
    try {
      target = hash ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
    } catch {
      // A malformed escape (`#%E0`): no such element.
    }
    if (target) target.scrollIntoView();
    else scrollTo(0, 0);
  };

  async function navigate(url: URL, mode: 'push' | 'replace' | 'pop', y?: number): Promise<void> {
    const id = ++latest;
    const progress = startProgressBar(doc);
    let next: Document | undefined;
    let finalUrl = url.href;
    try {
      const page = await loadPage(url);
      next = parsePage(page.html, base, assets);
      finalUrl = page.url.split('#')[0] + url.hash;
    } catch {
      // Network error, error status, not HTML: the browser shows whatever the server has.
    }
    if (id !== latest) return progress.done(); // a later navigation replaced this one
    if (!next) {
      // Back/forward already moved to this entry: load it in place rather than add another.
      if (mode === 'pop') location.replace(url.href);
      else location.assign(url.href);
      return;
    }
    progress.done();
    if (mode === 'push') history.pushState({ key: newKey() }, '', finalUrl);
    if (mode === 'replace') history.replaceState({ key: currentKey() ?? newKey() }, '', finalUrl);
    rendered = pageKey(new URL(location.href));
    try {
      swapPage(doc, next);
    } catch (error) {
      showCrashScreen(doc, error, () => {
        forgetPage(url);
        void navigate(new URL(location.href), 'replace');
      });
      return;
    }
    if (y !== undefined) scrollTo(0, y);
    else scrollToHash(url.hash);
    const h1 = doc.querySelector<HTMLElement>('#main h1');
    if (h1) {
      h1.tabIndex = -1;
      h1.focus({ preventScroll: true });
    }
    announce(doc, doc.title);
    doc.dispatchEvent(new CustomEvent(PAGE_EVENT, { detail: { url: location.href } }));
  }

  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = routableUrl((event.target as Element | null)?.closest?.('a'), base);
    // A `#fragment` of this page: the browser scrolls to it.
    if (!url || (url.hash && pageKey(url) === rendered)) return;
    event.preventDefault();
    void navigate(url, pageKey(url) === rendered ? 'replace' : 'push');
  });

  addEventListener('popstate', (event) => {
    const key = (event.state as { key?: string } | null)?.key;
    const y = key !== undefined ? positions[key] : undefined;
    const url = new URL(location.href);
    if (pageKey(url) !== rendered) void navigate(url, 'pop', y);
    else if (y !== undefined) scrollTo(0, y);
    else scrollToHash(url.hash);
  });

  return { navigate };
}

/** Says the new page's title in a live region, for screen readers (the page changed silently). */
function announce(doc: Document, text: string): void {
  let region = doc.querySelector('.route-announcer');
  if (!region) {
    region = doc.createElement('div');
    region.className = 'route-announcer';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    doc.body.append(region);
  }
  region.textContent = text;
}
