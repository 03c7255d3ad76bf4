import { createElement, type ComponentType } from 'react';
import type { IslandProps } from './runtime.tsx';

/** How the server writes an element prop of an island (its `children`…): the HTML it rendered. */
export interface SlotProp {
  $$slot: string;
}

const isSlot = (value: unknown): value is SlotProp =>
  typeof value === 'object' && value !== null && typeof (value as SlotProp).$$slot === 'string';

/**
 * A project's component as an island: it gets its server props back, an element prop (the
 * server rendered it to HTML) as that HTML in an `<accounts-slot>` (`display: contents`).
 */
export function projectIsland(component: ComponentType<Record<string, unknown>>) {
  return function ProjectIsland({ props }: IslandProps) {
    const revived: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props))
      revived[key] = isSlot(value)
        ? createElement('accounts-slot', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: value.$$slot } })
        : value;
    return createElement(component, revived);
  };
}
