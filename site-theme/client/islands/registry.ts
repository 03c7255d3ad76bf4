import type { ComponentType } from 'react';

/** Loads an island's component: a dynamic import, so each island is a chunk of its own. */
export type IslandLoader = () => Promise<{ default: ComponentType<never> }>;

// The theme's islands. Kept in a map behind two functions so that more can be registered
// (projects' own islands) without touching the runtime.
const loaders = new Map<string, IslandLoader>([
  ['search', () => import('./search/NavbarSearch.tsx')],
  ['search-page', () => import('./search/SearchPage.tsx')],
]);

/** Adds (or replaces) the island of that name. */
export function registerIsland(name: string, load: IslandLoader): void {
  loaders.set(name, load);
}

export function islandLoader(name: string): IslandLoader | undefined {
  return loaders.get(name);
}
