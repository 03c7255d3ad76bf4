import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import { highlightSegments } from './highlight.ts';
import { readRecent, rememberRecent, type RecentSearch } from './recent-searches.ts';
import { SearchPanel } from './SearchPanel.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The search dialog: focus moves into it, Tab stays inside it, Escape, Ctrl+K / Cmd+K or a
 * click outside closes it, and focus goes back where it was.
 */
export function SearchModal({
  settings,
  initialQuery,
  onClose,
}: {
  settings: SearchSettings;
  initialQuery: string;
  onClose: () => void;
}) {
  const [query, setQuery] = useState(initialQuery);
  const [recent, setRecent] = useState<RecentSearch[]>(readRecent);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  // Before the browser handles another event: a key typed right after the modal appeared goes
  // into its field, not into the box it was opened from.
  useLayoutEffect(() => {
    inputRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
    // Marked handled, so the document's shortcut (client/navbar-search.ts) does not reopen it.
    if (event.key === 'Escape' || modK) {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const recentList = recent.length > 0 && (
    <div className="search-recent">
      <p className="search-group__title">Recent</p>
      <ul>
        {recent.map((item) => (
          <li key={item.url}>
            <a className="search-hit" href={item.url} onClick={onClose}>
              <span className="search-hit__title">{item.title}</span>
              <span className="search-hit__snippet">{item.page}</span>
            </a>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="search-recent__clear"
        onClick={() => (localStorage.removeItem('accounts-docs-recent-searches'), setRecent([]))}
      >
        Clear recent searches
      </button>
    </div>
  );

  return createPortal(
    <div
      className="search-modal"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="search-modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Search"
        onKeyDown={onKeyDown}
      >
        <SearchPanel
          settings={settings}
          query={query}
          onQuery={setQuery}
          inputRef={inputRef}
          idPrefix="search-modal"
          empty={
            recentList || <p className="search-message">Type to search the guide and the API reference.</p>
          }
          onOpen={(hit, group) => {
            rememberRecent({
              title: highlightSegments(hit.title)
                .map((s) => s.text)
                .join(''),
              url: hit.url,
              page: group.title,
            });
            onClose();
          }}
        />
        <footer className="search-modal__footer">
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> to navigate
          </span>
          <span>
            <kbd>Enter</kbd> to select
          </span>
          <span>
            <kbd>Esc</kbd> to close
          </span>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
