import { useEffect, useState } from 'react';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import { runSearch } from './run-search.ts';
import { searchState, type SearchOutcome, type SearchState } from './search-state.ts';

/** Typing pauses this long before a query is sent. */
const DEBOUNCE_MS = 120;

/** The answer to the current query; a newer query cancels the one in flight. */
export function useSearch(settings: SearchSettings, query: string): SearchState {
  const text = query.trim();
  const [outcome, setOutcome] = useState<SearchOutcome>();
  useEffect(() => {
    if (!text) {
      setOutcome(undefined);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      runSearch(settings, text, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setOutcome({ text, settings, answer });
        },
        () => {
          if (!controller.signal.aborted) setOutcome({ text, settings });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [settings, text]);
  return searchState(text, settings, outcome);
}
