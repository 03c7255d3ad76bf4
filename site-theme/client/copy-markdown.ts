/**
 * "Copy page as markdown": fetches the page's twin and puts its text on the clipboard. One
 * listener on the document, so it keeps working when the client router swaps the page.
 */
export function setUpCopyMarkdown(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('.copy-markdown');
    if (!(button instanceof HTMLButtonElement) || !button.dataset.markdownUrl) return;
    const label = button.textContent;
    const say = (text: string) => {
      button.textContent = text;
      setTimeout(() => (button.textContent = label), 1500);
    };
    fetch(button.dataset.markdownUrl)
      .then((response) =>
        response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
      )
      .then((text) => navigator.clipboard.writeText(text))
      .then(
        () => say('Copied'),
        () => say('Copy failed'),
      );
  });
}
