/**
 * The islands bundle's entry (an ES module with code splitting): mounts an island's React
 * component, inside an error boundary, into its element. Loaded by `../islands.ts` on demand;
 * each island's code is its own chunk, loaded when an island of that name is mounted.
 */
import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { IslandBoundary } from './IslandBoundary.tsx';
import { islandLoader } from './registry.ts';

/** How an island is asked to start (by a shortcut, a focus, a submitted form). */
export interface MountOptions {
  /** Open at once (search: the modal). */
  open?: boolean;
  /** Text to start with (what was typed before the island's code arrived). */
  query?: string;
  /** Focus was inside the island's server HTML: keep it inside once mounted. */
  focus?: boolean;
  /**
   * The server's field the reader types into while the code loads (default: the island's own
   * `q` field): its text, read when the island renders, is the query to start with.
   */
  field?: HTMLInputElement;
  /** A form submitted before the code arrived: submitted for real if the code fails to load. */
  submit?: HTMLFormElement;
}

/** Every island gets its props and how it was started. */
export interface IslandProps<P = Record<string, unknown>> {
  props: P;
  start: MountOptions;
}

export interface IslandRuntime {
  mountIsland(el: HTMLElement, options: MountOptions): Promise<void>;
  unmountDetached(): void;
}

const roots = new Map<HTMLElement, Root>();

/** Props of an island: its `data-island-props` attribute or its `<script type="application/json">`. */
function readProps(el: HTMLElement): Record<string, unknown> {
  const source =
    el.dataset.islandProps ??
    el.querySelector(':scope > script[type="application/json"]')?.textContent ??
    '{}';
  const value: unknown = JSON.parse(source);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export async function mountIsland(el: HTMLElement, options: MountOptions): Promise<void> {
  const name = el.dataset.island ?? '';
  const load = islandLoader(name);
  if (!load) throw new Error(`No island is registered under the name "${name}"`);
  const props = readProps(el);
  const Component = (await load()).default as ComponentType<IslandProps>;
  // Text typed into the server's field while the code was loading is not lost (read now, after
  // the last chunk arrived; a component given `field` reads it again as it renders).
  const field = options.field ?? el.querySelector<HTMLInputElement>('input[name="q"]') ?? undefined;
  const typed = field?.value;
  if (typed && options.query === undefined) options = { ...options, query: typed };
  // The server's HTML inside the element is replaced by what the component renders.
  const root = createRoot(el);
  roots.set(el, root);
  // Rendered now, effects included, not in a later task: once this resolves the island is
  // mounted and listening, and nothing the reader typed meanwhile went astray.
  flushSync(() =>
    root.render(
      <IslandBoundary>
        <Component props={props} start={options} />
      </IslandBoundary>,
    ),
  );
  // Islands inside its children (their server HTML, put back in place) start now.
  if (el.querySelector('[data-island]')) el.ownerDocument.dispatchEvent(new CustomEvent(ISLANDS_EVENT));
}

/** Sent when an island put new islands in the page: the islands script starts them. */
export const ISLANDS_EVENT = 'accounts-docs:islands';

export function unmountDetached(): void {
  for (const [el, root] of roots) {
    if (el.isConnected) continue;
    root.unmount();
    roots.delete(el);
  }
}
