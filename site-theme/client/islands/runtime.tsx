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
  // Text typed into the server's form while the code was loading is not lost.
  const typed = el.querySelector<HTMLInputElement>('input[name="q"]')?.value;
  if (typed && options.query === undefined) options = { ...options, query: typed };
  const Component = (await load()).default as ComponentType<IslandProps>;
  // The server's HTML inside the element is replaced by what the component renders.
  const root = createRoot(el);
  roots.set(el, root);
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
