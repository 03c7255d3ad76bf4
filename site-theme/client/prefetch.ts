import { routableUrl } from './links.ts';
import { loadPage, pageKey } from './page-loader.ts';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when the reader asked to save data or the connection is 2G: only clicks load pages. */
function mayPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection || (!connection.saveData && !/2g/.test(connection.effectiveType ?? ''));
}

/**
 * Loads pages before they are clicked, into the router's page cache: a link under the pointer
 * or the keyboard focus at once, and the links of the page's main column as they scroll into
 * view, two at a time (the sidebar and navbar only on intent: they hold many links).
 */
export function setUpPrefetch(doc: Document, base: string, onPage: (listener: () => void) => void): void {
  const prefetch = (link: Element | null | undefined) => {
    const url = routableUrl(link, base);
    if (url && pageKey(url) !== pageKey(new URL(location.href)) && mayPrefetch()) return loadPage(url);
    return undefined;
  };
  const onIntent = (event: Event) => void prefetch((event.target as Element | null)?.closest?.('a'));
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);

  if (typeof IntersectionObserver !== 'function') return;
  const queue: Element[] = [];
  let running = 0;
  const pump = () => {
    while (running < 2 && queue.length > 0) {
      const loading = prefetch(queue.shift());
      if (!loading) continue;
      running++;
      void loading
        .catch(() => undefined)
        .finally(() => {
          running--;
          pump();
        });
    }
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.push(entry.target);
    }
    pump();
  });
  const observe = () => {
    observer.disconnect();
    queue.length = 0;
    for (const link of doc.querySelectorAll('#main a[href]')) observer.observe(link);
  };
  observe();
  onPage(observe);
}
