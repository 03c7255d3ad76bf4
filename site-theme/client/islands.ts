/**
 * Islands: parts of a page that React renders in the browser. An element
 * `<div data-island="name">` (props in a child `<script type="application/json">` or a
 * `data-island-props` attribute) is mounted by the islands bundle, which this always-loaded
 * script fetches with `import()` only when a page needs it: at once for an island on the page,
 * on intent for one marked `data-island-load="intent"` (pointer over it, focus in it, a
 * submitted form inside it), or when a behaviour asks for it (`requestIsland`: the navbar's
 * search box). Until then the server's HTML works alone.
 */
import type { IslandRuntime, MountOptions } from './islands/runtime.tsx';

declare const __ISLANDS_URL__: string;
// Through a variable, so esbuild keeps the `import()` for the browser instead of bundling it.
const runtimeUrl: string = __ISLANDS_URL__;

let runtime: Promise<IslandRuntime> | undefined;
const loadRuntime = () => (runtime ??= import(runtimeUrl) as Promise<IslandRuntime>);

/** What was asked of an island while its code was loading (merged: the last word wins). */
const requested = new Map<HTMLElement, MountOptions>();

/**
 * Mounts the island of `el` (once; options asked for while its code loads are merged, the last
 * word wins). A form to `submit` is submitted for real if the code cannot be loaded.
 */
export async function requestIsland(el: HTMLElement, options: MountOptions = {}): Promise<void> {
  if (el.dataset.islandState === 'mounted') return;
  requested.set(el, { ...requested.get(el), ...options });
  if (el.dataset.islandState === 'loading') return;
  el.dataset.islandState = 'loading';
  try {
    const islands = await loadRuntime();
    await islands.mountIsland(el, requested.get(el) ?? {});
    el.dataset.islandState = 'mounted';
  } catch (error) {
    // The chunk did not load (offline, a new deploy): the server's HTML keeps working.
    runtime = undefined;
    delete el.dataset.islandState;
    const form = requested.get(el)?.submit;
    if (form) form.submit();
    console.error(error);
  } finally {
    requested.delete(el);
  }
}

/** Mounts the page's islands now and after every client navigation; wires intent for the others. */
export function setUpIslands(doc: Document): void {
  const scan = () => {
    for (const el of doc.querySelectorAll<HTMLElement>('[data-island]')) {
      if (el.dataset.islandLoad !== 'intent') void requestIsland(el);
    }
    // Roots of content the router swapped out are unmounted, so they do not leak.
    if (runtime)
      void runtime.then(
        (islands) => islands.unmountDetached(),
        () => undefined,
      );
  };
  const intentTarget = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-island-load="intent"]') : null;
  doc.addEventListener('pointerover', (event) => {
    const el = intentTarget(event);
    if (el) void requestIsland(el);
  });
  doc.addEventListener('focusin', (event) => {
    const el = intentTarget(event);
    if (el) void requestIsland(el, { focus: true });
  });
  doc.addEventListener('submit', (event) => {
    const el = intentTarget(event);
    if (!el || el.dataset.islandState === 'mounted' || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    const query = new FormData(event.target).get('q');
    void requestIsland(el, {
      open: true,
      query: typeof query === 'string' ? query : '',
      submit: event.target,
    });
  });
  doc.addEventListener('accounts-docs:page', scan);
  // Sent by an island that put islands in the page (see ISLANDS_EVENT in islands/runtime.tsx).
  doc.addEventListener('accounts-docs:islands', scan);
  scan();
}
