import type { SearchSettings } from '../../../shared/search-settings.ts';
import { loadApiNames, matchApiNames, nameGroups } from './api-names.ts';
import type { SearchGroup } from './results.ts';

/** The part of Pagefind's browser API used here. */
interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(url: string, options?: Record<string, unknown>): Promise<void>;
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

/**
 * Pagefind's module from the site's own index (loaded once; a failed load is retried next time),
 * with the other sections of the index merged in: the build splits it by section (guide, API,
 * blog), the first one's bundle beside `pagefind.js`, the others in folders of their own that
 * `sections.json` lists (none listed, or no list: one index).
 */
function loadPagefind(settings: SearchSettings): Promise<PagefindModule> {
  loaded ??= (async () => {
    const folder = settings.pagefindUrl.replace(/[^/]*$/, '');
    const sections = mergedSections(`${folder}sections.json`);
    const pagefind = (await import(
      /* the site's index, not bundled */ settings.pagefindUrl
    )) as PagefindModule;
    const options = { baseUrl: settings.baseUrl, excerptLength: 24 };
    await pagefind.options(options);
    for (const name of await sections) await pagefind.mergeIndex(`${folder}${name}/`, options);
    return pagefind;
  })();
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}

/** The sections `sections.json` says to merge (none when it is missing or unreadable). */
async function mergedSections(url: string): Promise<string[]> {
  try {
    const response = await fetch(url);
    const list = response.ok ? ((await response.json()) as { merge?: unknown }) : {};
    return Array.isArray(list.merge)
      ? list.merge.filter((name): name is string => typeof name === 'string')
      : [];
  } catch {
    return [];
  }
}

const PAGES = 8;
/** Guide pages shown first, when the query matches some. */
const GUIDE_PAGES = 3;
const HITS_PER_PAGE = 3;
/** Pages of the full-text results whose rank orders the API names many declarations share. */
const RANKED = 10;
/** At most this many pages of name matches come before the rest. */
const NAME_PAGES = 5;

/** A page URL as both the index and the names file write it: no trailing slash. */
const pageKey = (url: string) => url.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

/**
 * The query against the Pagefind index written by the build: pages with their matched headings,
 * after the API names the query means (`matchApiNames`, from the names file when the site has
 * an API): first the names it spells, then the best guide pages, then the names it may mean,
 * then the rest by Pagefind's rank.
 */
export async function searchPagefind(settings: SearchSettings, query: string): Promise<SearchGroup[]> {
  const pagefind = await loadPagefind(settings);
  // Pagefind ranks by word frequency, so the many short API pages that repeat a word bury the
  // guide page about it: the best guide matches come first, then the rest by Pagefind's rank.
  const [all, guide, names] = await Promise.all([
    pagefind.search(query),
    pagefind.search(query, { filters: { section: 'Guide' } }),
    settings.namesUrl ? loadApiNames(settings.namesUrl).catch(() => []) : [],
  ]);
  const guideResults = (guide?.results ?? []).slice(0, GUIDE_PAGES + 2);
  const ranked = (all?.results ?? []).slice(0, RANKED);
  const loaded = new Map<string, Promise<PagefindPage>>();
  for (const result of [...guideResults, ...ranked])
    if (!loaded.has(result.id)) loaded.set(result.id, result.data());
  const pages = new Map<string, PagefindPage>();
  for (const [id, page] of loaded) pages.set(id, await page);
  // A guide page titled as the query ("Password", "Redis"), then one with a heading titled so,
  // before the others.
  const wanted = query.trim().toLowerCase();
  const titled = (result: { id: string }) => {
    const page = pages.get(result.id)!;
    if (page.meta.title?.trim().toLowerCase() === wanted) return 0;
    return page.sub_results?.some((sub) => sub.title.trim().toLowerCase() === wanted) ? 1 : 2;
  };
  const guides = guideResults
    .map((result, i) => ({ result, i }))
    .sort((a, b) => titled(a.result) - titled(b.result) || a.i - b.i)
    .slice(0, GUIDE_PAGES)
    .map(({ result }) => result);
  const rank = new Map(ranked.map((result, i) => [pageKey(pages.get(result.id)!.url), i]));
  const { first, later } = matchApiNames(names, query, (url) => rank.get(pageKey(url)) ?? RANKED);

  const groups: SearchGroup[] = [];
  const byPage = new Map<string, SearchGroup>();
  const add = (group: SearchGroup) => {
    const key = pageKey(group.url);
    const same = byPage.get(key);
    if (same) {
      // The page is there already (a name on it): its other matched headings join it.
      for (const hit of group.hits)
        if (same.hits.length < HITS_PER_PAGE && !same.hits.some((h) => h.url === hit.url))
          same.hits.push(hit);
      return;
    }
    if (groups.length >= PAGES) return;
    byPage.set(key, group);
    groups.push(group);
  };
  nameGroups(first, query).slice(0, NAME_PAGES).forEach(add);
  for (const result of guides) add(pageGroup(pages.get(result.id)!, wanted));
  nameGroups(later, query).slice(0, NAME_PAGES).forEach(add);
  for (const result of ranked) add(pageGroup(pages.get(result.id)!, wanted));
  return groups;
}

/**
 * A page of Pagefind's results as a group: its title, section › package, matched headings (a
 * heading titled as the query first, then in page order).
 */
function pageGroup(page: PagefindPage, wanted: string): SearchGroup {
  const title = page.meta.title ?? page.url;
  const label = [page.filters.section?.[0], page.filters.package?.[0]].filter(Boolean).join(' › ');
  const exact = (sub: { title: string }) => (sub.title.trim().toLowerCase() === wanted ? 0 : 1);
  const subResults = page.sub_results?.length
    ? [...page.sub_results].sort((a, b) => exact(a) - exact(b))
    : [{ title, url: page.url, excerpt: page.excerpt }];
  return {
    title,
    url: page.url,
    ...(label ? { label } : {}),
    hits: subResults
      .slice(0, HITS_PER_PAGE)
      .map((sub) => ({ url: sub.url, title: sub.title, snippet: sub.excerpt })),
  };
}
