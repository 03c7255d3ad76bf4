import { createElement, type ComponentType } from 'react';

/** The element an island renders into; the browser's islands script starts the component in it. */
export const ISLAND_TAG = 'accounts-island';
/** Prefix of a project island's name in the islands registry (theme islands have plain names). */
export const PROJECT_ISLAND_PREFIX = 'project:';

/**
 * Wraps an export of a `'use client'` module: on the server it renders the component inside
 * `<accounts-island data-island="project:src/Counter.tsx#Counter" data-island-props="{…}">`, so
 * the page reads fine before (and without) JavaScript, and the islands script starts the same
 * component with the same props in the browser. Props must be plain JSON data.
 */
export function island(component: unknown, id: string): unknown {
  if (typeof component !== 'function') return component;
  const Component = component as ComponentType<Record<string, unknown>>;
  const Island = (props: Record<string, unknown>) => {
    const json = islandProps(props, id);
    return createElement(
      ISLAND_TAG,
      { 'data-island': PROJECT_ISLAND_PREFIX + id, 'data-island-props': json },
      createElement(Component, props),
    );
  };
  Island.displayName = `Island(${Component.displayName ?? Component.name ?? id})`;
  return Island;
}

/** The props as JSON, or an error naming the first prop that JSON cannot carry. */
function islandProps(props: Record<string, unknown>, id: string): string {
  for (const [key, value] of Object.entries(props)) {
    const kind = typeof value;
    const element = typeof value === 'object' && value !== null && '$$typeof' in value;
    if (kind === 'function' || kind === 'symbol' || kind === 'bigint' || element)
      throw new Error(
        `The island ${id} got a prop "${key}" that is not plain data (${element ? 'a React element' : kind}); islands receive JSON props only`,
      );
  }
  return JSON.stringify(props);
}
