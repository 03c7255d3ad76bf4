const STORAGE_KEY = 'theme';

/** The navbar switch: flips `data-theme` and remembers the choice under localStorage `theme`. */
export function setUpColorModeToggle(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('.color-mode-toggle')) {
    button.addEventListener('click', () => {
      const root = doc.documentElement;
      const next = root.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Storage can be disabled (private mode); the switch still works for this page.
      }
    });
  }
}
