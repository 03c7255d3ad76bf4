import { createContext, createElement, isValidElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { POSITIONED, SiteContext, SOURCE_PROP, type SourcePosition } from './site-context.tsx';

/** The element an island renders into; the browser's islands script starts the component in it. */
export const ISLAND_TAG = 'accounts-island';
/** Prefix of a project island's name in the islands registry (theme islands have plain names). */
export const PROJECT_ISLAND_PREFIX = 'project:';

/** True inside an island: a component that is an island too renders as part of it. */
const InsideIsland = createContext(false);

/**
 * Wraps a component of a module that needs the browser: on the server it renders the component
 * inside `<accounts-island data-island="project:src/Counter.tsx#Counter" data-island-props="{…}">`,
 * so the page reads fine before (and without) JavaScript, and the islands script starts the
 * same component with the same props in the browser. Props must be plain JSON data, or React
 * elements (`children`): those are rendered here and reach the browser as their HTML. Inside
 * another island it renders as it is: the outer island starts it.
 */
export function island(component: unknown, id: string): unknown {
  if (typeof component !== 'function') return component;
  const Component = component as ComponentType<Record<string, unknown>>;
  const Island = ({ [SOURCE_PROP]: source, ...props }: Record<string, unknown>) => {
    const inside = useContext(InsideIsland);
    const site = useContext(SiteContext);
    if (inside) return createElement(Component, props);
    const json = islandProps(props, id, source as SourcePosition | undefined, (node) =>
      renderToStaticMarkup(
        createElement(SiteContext.Provider, { value: site }, createElement(InsideIsland.Provider, { value: false }, node)),
      ),
    );
    return createElement(
      ISLAND_TAG,
      { 'data-island': PROJECT_ISLAND_PREFIX + id, 'data-island-props': json },
      createElement(InsideIsland.Provider, { value: true }, createElement(Component, props)),
    );
  };
  Island.displayName = `Island(${Component.displayName ?? Component.name ?? id})`;
  // Its element's place in the source, for the error below.
  (Island as unknown as Record<symbol, boolean>)[POSITIONED] = true;
  return Island;
}

/** An error about an island's element, with the place it is written (`sourcePosition`). */
export class IslandPropError extends Error {
  constructor(
    message: string,
    readonly sourcePosition: SourcePosition | undefined,
  ) {
    super(message);
  }
}

const isElementProp = (value: unknown): boolean =>
  isValidElement(value) || (Array.isArray(value) && value.some(isElementProp));

/**
 * The props as JSON, element props as `{ "$$slot": html }`; an error naming the first prop that
 * JSON cannot carry (a function: an event handler belongs inside the island).
 */
function islandProps(
  props: Record<string, unknown>,
  id: string,
  source: SourcePosition | undefined,
  render: (node: ReactNode) => string,
): string {
  const json: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (isElementProp(value)) {
      json[key] = { $$slot: render(value as ReactNode) };
      continue;
    }
    const kind = typeof value;
    if (kind === 'function' || kind === 'symbol' || kind === 'bigint')
      throw new IslandPropError(
        `The island ${id} got a prop "${key}" that is not plain data (${kind}); islands receive JSON props and elements only: move the ${kind} into the island's module`,
        source,
      );
    json[key] = value;
  }
  return JSON.stringify(json);
}
