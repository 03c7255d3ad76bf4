/**
 * Shows the crash screen in the page region when a page could not be put in place: never a
 * blank page. The markup is the one islands use too (`.crash-screen`); "Try again" calls
 * `retry`.
 */
export function showCrashScreen(doc: Document, error: unknown, retry: () => void): void {
  const el = (tag: string, className: string, text?: string) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const screen = el('div', 'crash-screen');
  screen.setAttribute('role', 'alert');
  const button = el('button', 'crash-screen__retry', 'Try again') as HTMLButtonElement;
  button.type = 'button';
  button.addEventListener('click', retry);
  screen.append(
    el('h2', '', 'This page crashed'),
    el('p', 'crash-screen__message', error instanceof Error ? error.message : String(error)),
    button,
  );
  const main = el('main', 'page');
  main.id = 'main';
  main.append(screen);
  // Plain DOM calls only: whatever broke the swap should not break this too.
  const root = doc.getElementById('page-root') ?? doc.body;
  root.textContent = '';
  root.append(main);
  button.focus();
}
