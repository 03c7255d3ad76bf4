import type { SearchSettings } from '../../../shared/search-settings.ts';
import { searchAlgolia } from './algolia.ts';
import { searchPagefind } from './pagefind.ts';
import type { SearchAnswer } from './results.ts';

/**
 * Algolia when it is configured and answers; otherwise (no config, network error, HTTP error,
 * timeout) the site's own Pagefind index. Rejects only when both fail.
 */
export async function runSearch(
  settings: SearchSettings,
  query: string,
  signal: AbortSignal,
): Promise<SearchAnswer> {
  if (settings.algolia) {
    try {
      return { engine: 'algolia', groups: await searchAlgolia(settings.algolia, query, signal) };
    } catch (error) {
      if (signal.aborted) throw error;
      console.warn('Algolia search failed; answering from the Pagefind index.', error);
    }
  }
  return { engine: 'pagefind', groups: await searchPagefind(settings, query) };
}
