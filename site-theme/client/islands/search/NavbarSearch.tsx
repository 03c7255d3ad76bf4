import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { IslandProps } from '../runtime.tsx';
import { SEARCH_OPEN_EVENT, type SearchOpenDetail } from './open-event.ts';
import { SearchModal } from './SearchModal.tsx';

/** The element that has focus, if any (not the page itself). */
const focusedElement = () => {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body ? focused : null;
};

/**
 * The navbar's search modal (island `search`). It renders nothing until it opens: the box in
 * the navbar stays the server's form, and `client/navbar-search.ts` opens the modal from it (at
 * mount through `start`, then with `SEARCH_OPEN_EVENT`). Focus goes back where it was when the
 * modal closes; from the navbar's field, to the box's search button, so a phone does not bring
 * its keyboard up again.
 */
export default function NavbarSearch({ props, start }: IslandProps<SearchSettings>) {
  const [open, setOpen] = useState<{ query: string } | undefined>(() =>
    start.open ? { query: start.field?.value || start.query || '' } : undefined,
  );
  // Opened before this mounted: focus is still where the reader was.
  const returnTo = useRef<HTMLElement | null>(start.open ? focusedElement() : null);

  const close = useCallback(() => {
    setOpen(undefined);
    let target = returnTo.current;
    if (target instanceof HTMLInputElement && target.form?.classList.contains('navbar-search__form'))
      target = target.form.querySelector('button');
    // After React removed the dialog, so the focus is not taken back by it.
    setTimeout(() => (target?.isConnected ? target : null)?.focus());
  }, []);

  useEffect(() => {
    // The text is now the modal's: the navbar's box shows its placeholder again.
    if (start.field) start.field.value = '';
  }, [start]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      returnTo.current = focusedElement();
      setOpen({ query: (event as CustomEvent<SearchOpenDetail>).detail.query });
    };
    document.addEventListener(SEARCH_OPEN_EVENT, onOpen);
    return () => document.removeEventListener(SEARCH_OPEN_EVENT, onOpen);
  }, []);

  return open ? <SearchModal settings={props} initialQuery={open.query} onClose={close} /> : null;
}
