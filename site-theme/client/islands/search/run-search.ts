import type { SearchSettings } from '../../../shared/search-settings.ts';
import { searchAlgolia } from './algolia.ts';
import { loadApiNames, matchApiNames, nameGroups } from './api-names.ts';
import { searchPagefind } from './pagefind.ts';
import type { SearchAnswer } from './results.ts';

/**
 * Algolia when it is configured and answers; otherwise (no config, network error, HTTP error,
 * timeout) the site's own Pagefind index. Rejects only when both fail. Either way the API names
 * the query spells come first (the Pagefind path places them itself, see `searchPagefind`).
 */
export async function runSearch(
  settings: SearchSettings,
  query: string,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  if (settings.algolia) {
    try {
      const [groups, names] = await Promise.all([
        searchAlgolia(settings.algolia, query, signal),
        settings.namesUrl ? loadApiNames(settings.namesUrl).catch(() => []) : [],
      ]);
      const first = nameGroups(matchApiNames(names, query).first, query).slice(0, 5);
      const pages = new Set(first.map((group) => group.url));
      return { engine: 'algolia', groups: [...first, ...groups.filter((group) => !pages.has(group.url))] };
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn('Algolia search failed; answering from the Pagefind index.', error);
    }
  }
  return { engine: 'pagefind', groups: await searchPagefind(settings, query) };
}
