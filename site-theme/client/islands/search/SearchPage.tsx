import { useEffect, useRef, useState } from 'react';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { IslandProps } from '../runtime.tsx';
import { rememberRecent } from './recent-searches.ts';
import { highlightSegments } from './highlight.ts';
import { SearchPanel } from './SearchPanel.tsx';

/**
 * The search page's results (island `search-page`): the query comes from `?q=`, and the
 * address and the title follow what is typed. The query is only ever used as text.
 */
export default function SearchPage({ props }: IslandProps<SearchSettings>) {
  const [query, setQuery] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const [siteTitle] = useState(() => document.title.split(' | ').pop() ?? document.title);

  useEffect(() => {
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== location.href) history.replaceState(history.state, '', url);
    document.title = `${query.trim() ? `Search results for "${query.trim()}"` : 'Search'} | ${siteTitle}`;
  }, [query, siteTitle]);

  useEffect(() => {
    if (!query) inputRef.current?.focus();
    // Only on mount: focusing on every keystroke is not needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SearchPanel
      settings={props}
      query={query}
      onQuery={setQuery}
      inputRef={inputRef}
      idPrefix="search-page"
      empty={<p className="search-message">Type to search the guide and the API reference.</p>}
      onOpen={(hit, group) =>
        rememberRecent({
          title: highlightSegments(hit.title)
            .map((s) => s.text)
            .join(''),
          url: hit.url,
          page: group.title,
        })
      }
    />
  );
}
