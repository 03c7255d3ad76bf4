import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { IslandProps } from '../runtime.tsx';
import { SearchModal } from './SearchModal.tsx';

/** The element that has focus, if any (not the page itself). */
const focusedElement = () => {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
};

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar's search button (island `search`): opens the modal on click, Ctrl+K / Cmd+K, or
 * `/` outside a field; focus returns to where it was when the modal closes.
 */
export default function NavbarSearch({ props, start }: IslandProps<SearchSettings>) {
  const [open, setOpen] = useState<{ query: string } | undefined>(
    start.open || start.query ? { query: start.query ?? '' } : undefined,
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [mac] = useState(() => /Mac|iPhone|iPad/.test(navigator.platform));
  // Opened by a shortcut before this mounted: focus is still where the reader was.
  const returnTo = useRef<HTMLElement | null>(start.open ? focusedElement() : null);

  const show = useCallback((query = '') => {
    returnTo.current = focusedElement() ?? buttonRef.current;
    setOpen({ query });
  }, []);
  const close = useCallback(() => {
    setOpen(undefined);
    const target = returnTo.current?.isConnected ? returnTo.current : buttonRef.current;
    // After React removed the dialog, so the focus is not taken back by it.
    setTimeout(() => target?.focus());
  }, []);

  useEffect(() => {
    // Focus was in the server's search field when this mounted: keep it on the button.
    if (start.focus && !start.open) buttonRef.current?.focus();
  }, [start]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (modK) {
        event.preventDefault();
        if (open) close();
        else show();
      } else if (slash && !open) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, show, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="navbar-search__button"
        aria-label={mac ? 'Search (⌘K)' : 'Search (Ctrl+K)'}
        aria-haspopup="dialog"
        onClick={() => show()}
      >
        <span className="navbar-search__icon" aria-hidden="true">
          ⌕
        </span>
        <span className="navbar-search__placeholder">Search</span>
        <kbd className="navbar-search__keys" aria-hidden="true">
          {mac ? '⌘ K' : 'Ctrl K'}
        </kbd>
      </button>
      {open && <SearchModal settings={props} initialQuery={open.query} onClose={close} />}
    </>
  );
}
