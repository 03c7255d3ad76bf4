/**
 * MDX `<Tabs>`: a click (or an arrow key) on a tab shows its panel; the tab sets that share a
 * `groupId` switch together, and the choice is kept in `localStorage['docusaurus.tab.<groupId>']`
 * (Docusaurus's key, so a migrated site keeps its readers' choice) and applied on every page.
 * Listeners are delegated on the document and the saved choices are applied again after a
 * client-side navigation (`accounts-docs:page`), since the page content is then replaced.
 */
export function setUpTabs(doc: Document, onPage: (listener: () => void) => void): void {
  doc.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.('.tabs__item');
    if (tab instanceof HTMLElement) choose(doc, tab);
  });
  doc.addEventListener('keydown', (event) => {
    const tab = (event.target as Element | null)?.closest?.('.tabs__item');
    if (!(tab instanceof HTMLElement) || !tab.parentElement) return;
    const tabs = [...tab.parentElement.querySelectorAll<HTMLElement>(':scope > .tabs__item')];
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const index = tabs.indexOf(tab);
    const last = tabs.length - 1;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : step
            ? (index + step + tabs.length) % tabs.length
            : -1;
    const next = tabs[target];
    if (!next) return;
    event.preventDefault();
    next.focus();
    choose(doc, next);
  });
  applySaved(doc);
  onPage(() => applySaved(doc));
}

const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function choose(doc: Document, tab: HTMLElement): void {
  const container = tab.closest<HTMLElement>('.tabs-container');
  const value = tab.dataset.value;
  if (!container || value === undefined) return;
  const groupId = container.dataset.groupId;
  // Switching other tab sets can change the height of the page above: keep the clicked tab still.
  const top = tab.getBoundingClientRect().top;
  if (groupId) {
    try {
      localStorage.setItem(storageKey(groupId), value);
    } catch {
      // Storage refused (private mode, quota): the switch still happens on this page.
    }
    for (const other of doc.querySelectorAll<HTMLElement>('.tabs-container[data-group-id]'))
      if (other.dataset.groupId === groupId) show(other, value);
  } else show(container, value);
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
}

/** Selects the tab of `value` in one tab set, if it has one. */
function show(container: HTMLElement, value: string): void {
  const tabs = container.querySelectorAll<HTMLElement>(':scope > .tabs > .tabs__item');
  if (![...tabs].some((tab) => tab.dataset.value === value)) return;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of container.querySelectorAll<HTMLElement>(':scope > .tabs__panel'))
    panel.toggleAttribute('data-active', panel.dataset.value === value);
}

function applySaved(doc: Document): void {
  for (const container of doc.querySelectorAll<HTMLElement>('.tabs-container[data-group-id]')) {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(storageKey(container.dataset.groupId!));
    } catch {
      // No storage: the default tab stays.
    }
    if (saved !== null) show(container, saved);
  }
}
