import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { SearchGroup, SearchHit } from './results.ts';
import { flatHits, SearchResults } from './SearchResults.tsx';
import { EngineNote, NoResults, SearchFailure } from './SearchMessages.tsx';
import { useSearch } from './use-search.ts';

export interface SearchPanelProps {
  settings: SearchSettings;
  query: string;
  onQuery: (query: string) => void;
  /** A hit is being opened (click or Enter); the link's own navigation follows. */
  onOpen: (hit: SearchHit, group: SearchGroup) => void;
  inputRef: RefObject<HTMLInputElement>;
  idPrefix: string;
  /** Shown while the box is empty (recent searches in the modal). */
  empty?: ReactNode;
}

/**
 * The search box and what answers it — results, no results, failure — with the arrow keys
 * moving through the hits and Enter opening one. Used by the modal and the search page alike.
 */
export function SearchPanel({
  settings,
  query,
  onQuery,
  onOpen,
  inputRef,
  idPrefix,
  empty,
}: SearchPanelProps) {
  const state = useSearch(settings, query);
  const answer =
    state.status === 'done' ? state.answer : state.status === 'loading' ? state.previous : undefined;
  const hits = answer ? flatHits(answer.groups) : [];
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => setActive(0), [answer]);
  useEffect(() => {
    document.getElementById(`${idPrefix}-hit-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, idPrefix]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (hits.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const target = hits[active];
      if (!target) return;
      onOpen(target.hit, target.group);
      // A click on the link itself, so a client-side router sees an ordinary link click.
      document.getElementById(`${idPrefix}-hit-${active}`)?.click();
    }
  };

  let body: ReactNode;
  if (!query.trim()) body = empty;
  else if (state.status === 'failed') body = <SearchFailure />;
  else if (answer && answer.groups.length === 0 && state.status === 'done')
    body = <NoResults query={query.trim()} settings={settings} onSuggest={onQuery} />;
  else if (answer)
    body = (
      <SearchResults
        groups={answer.groups}
        active={active}
        idPrefix={idPrefix}
        onActivate={setActive}
        onOpen={onOpen}
      />
    );
  else body = <p className="search-message search-loading">Searching…</p>;

  return (
    <div className="search-panel" ref={listRef} aria-busy={state.status === 'loading'}>
      <form
        className="search-box"
        role="search"
        action={settings.pageUrl}
        method="get"
        onSubmit={(e) => e.preventDefault()}
      >
        <input
          ref={inputRef}
          className="search-box__input"
          type="search"
          name="q"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search the docs"
          aria-label="Search the docs"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={`${idPrefix}-list`}
          aria-activedescendant={hits.length > 0 ? `${idPrefix}-hit-${active}` : undefined}
        />
      </form>
      <div className="search-panel__body">{body}</div>
      {answer && query.trim() && <EngineNote engine={answer.engine} />}
    </div>
  );
}
