import { useEffect, useState } from 'react';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { SearchAnswer } from './results.ts';
import { runSearch } from './run-search.ts';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; previous: SearchAnswer | undefined }
  | { status: 'done'; answer: SearchAnswer }
  | { status: 'failed' };

/** Typing pauses this long before a query is sent. */
const DEBOUNCE_MS = 120;

/** The answer to the current query; a newer query cancels the one in flight. */
export function useSearch(settings: SearchSettings, query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setState({ status: 'idle' });
      return;
    }
    setState((old) => ({ status: 'loading', previous: old.status === 'done' ? old.answer : undefined }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      runSearch(settings, text, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ status: 'done', answer });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [settings, query]);
  return state;
}
