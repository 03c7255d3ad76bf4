import { requestIsland } from './islands.ts';
import { SEARCH_OPEN_EVENT, type SearchOpenDetail } from './islands/search/open-event.ts';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar's search box stays the server's form; this opens the search modal (the `search`
 * island) from it: on the first click or tap anywhere in the box, the first text typed into it,
 * ArrowDown or a submit (Enter, the icon), with what was typed, and anywhere on Ctrl+K / Cmd+K or `/`
 * outside a field. The island's code is fetched as soon as the pointer or focus comes to the box.
 * Before it has arrived the reader keeps typing into the box; the modal starts with that text.
 * Should the code fail to load, a submitted form goes to the search page as it would without
 * JavaScript.
 */
export function setUpNavbarSearch(doc: Document): void {
  const island = doc.querySelector<HTMLElement>('[data-island="search"]');
  if (!island) return;
  const form = island.parentElement?.querySelector<HTMLFormElement>('form') ?? undefined;
  const field = form?.querySelector<HTMLInputElement>('input[name="q"]') ?? undefined;

  const open = (submit?: HTMLFormElement) => {
    if (island.dataset.islandState === 'mounted') {
      const detail: SearchOpenDetail = { query: field?.value ?? '' };
      if (field) field.value = '';
      doc.dispatchEvent(new CustomEvent(SEARCH_OPEN_EVENT, { detail }));
    } else {
      void requestIsland(island, { open: true, ...(field ? { field } : {}), ...(submit ? { submit } : {}) });
    }
  };

  if (form && field) {
    const preload = () => void requestIsland(island);
    form.addEventListener('pointerover', preload);
    form.addEventListener('focusin', preload);
    // A press anywhere in the box puts the caret in its field (a phone shows its keyboard), so
    // what is typed before the modal is there goes into the field, and then into the modal.
    form.addEventListener('pointerdown', (event) => {
      if (event.target === field) return;
      event.preventDefault();
      field.focus();
    });
    // The whole box opens it; the icon button does so by submitting.
    form.addEventListener('click', (event) => {
      if (!(event.target instanceof Element && event.target.closest('[type="submit"]'))) open();
    });
    field.addEventListener('input', () => open());
    field.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown') open();
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      open(form);
    });
    // The shortcut as the reader's keyboard writes it.
    if (/Mac|iPhone|iPad/.test(navigator.platform)) {
      const keys = form.querySelector('.navbar-search__keys');
      if (keys) keys.textContent = '⌘ K';
    }
  }

  doc.addEventListener('keydown', (event) => {
    // The open modal handles its own keys (Ctrl+K closes it) and marks them handled.
    if (event.defaultPrevented) return;
    const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
    const slash =
      event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
    if (!modK && !slash) return;
    event.preventDefault();
    // A shortcut starts from an empty query, not from text left in the box.
    if (field) field.value = '';
    open();
  });
}
