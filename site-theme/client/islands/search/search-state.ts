import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { SearchAnswer } from './results.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchAnswer | undefined }
  | { status: 'done'; answer: SearchAnswer }
  | { status: 'failed' };

/** What the last search that ran to its end answered: `answer` is absent when it failed. */
export interface SearchOutcome {
  text: string;
  settings: SearchSettings;
  answer?: SearchAnswer;
}

/**
 * The state shown for `text`, derived at each render: only an outcome of this very query (and
 * settings) is done or failed. Any other is at most the previous answer, shown while loading, so
 * a render that comes before the effects of a new query never presents another query's hits as
 * its answer.
 */
export function searchState(
  text: string,
  settings: SearchSettings,
  outcome: SearchOutcome | undefined,
): SearchState {
  if (!text) return { status: 'idle' };
  if (outcome?.text === text && outcome.settings === settings)
    return outcome.answer ? { status: 'done', answer: outcome.answer } : { status: 'failed' };
  return { status: 'loading', previous: outcome?.answer };
}
