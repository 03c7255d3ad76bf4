/** Copy buttons of code blocks: copy the block's text, then say "Copied" for a moment. */
export function setUpCopyButtons(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.copy-button');
    if (!(button instanceof HTMLButtonElement)) return;
    const code = button.parentElement?.querySelector('pre code');
    if (!code) return;
    void navigator.clipboard.writeText(code.textContent ?? '').then(() => {
      button.textContent = 'Copied';
      setTimeout(() => (button.textContent = 'Copy'), 1500);
    });
  });
}
