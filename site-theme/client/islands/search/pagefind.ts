import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { SearchGroup } from './results.ts';

/** The part of Pagefind's browser API used here. */
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindPage> }[] } | null>;
}

interface PagefindPage {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  sub_results?: { title: string; url: string; excerpt: string }[];
}

let loaded: Promise<PagefindModule> | undefined;

/** Pagefind's module from the site's own index (loaded once; a failed load is retried next time). */
function loadPagefind(settings: SearchSettings): Promise<PagefindModule> {
  loaded ??= (
    import(/* the site's index, not bundled */ settings.pagefindUrl) as Promise<PagefindModule>
  ).then(async (pagefind) => {
    await pagefind.options({ baseUrl: settings.baseUrl, excerptLength: 24 });
    return pagefind;
  });
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

const PAGES = 8;
/** Guide pages shown first, when the query matches some. */
const GUIDE_PAGES = 3;
const HITS_PER_PAGE = 3;

/** The query against the Pagefind index written by the build: pages with their matched headings. */
export async function searchPagefind(settings: SearchSettings, query: string): Promise<SearchGroup[]> {
  const pagefind = await loadPagefind(settings);
  // Pagefind ranks by word frequency, so the many short API pages that repeat a word bury the
  // guide page about it: the best guide matches come first, then the rest by Pagefind's rank.
  const [all, guide] = await Promise.all([
    pagefind.search(query),
    pagefind.search(query, { filters: { section: 'Guide' } }),
  ]);
  const picked = (guide?.results ?? []).slice(0, GUIDE_PAGES);
  for (const result of all?.results ?? []) {
    if (picked.length >= PAGES) break;
    if (!picked.some((other) => other.id === result.id)) picked.push(result);
  }
  const pages = await Promise.all(picked.map((result) => result.data()));
  return pages.map((page) => {
    const title = page.meta.title ?? page.url;
    const label = [page.filters.section?.[0], page.filters.package?.[0]].filter(Boolean).join(' › ');
    const subResults = page.sub_results?.length
      ? page.sub_results
      : [{ title, url: page.url, excerpt: page.excerpt }];
    return {
      title,
      url: page.url,
      ...(label ? { label } : {}),
      hits: subResults
        .slice(0, HITS_PER_PAGE)
        .map((sub) => ({ url: sub.url, title: sub.title, snippet: sub.excerpt })),
    };
  });
}
