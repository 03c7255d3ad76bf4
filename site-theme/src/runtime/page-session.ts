import type { ReactNode } from 'react';
import type { LayoutRequest } from '../../shared/docusaurus-host.ts';

/**
 * What a React page asks of the document around it while it renders — the renderer renders
 * the page first, then the document with these: `@theme/Layout`'s props (title, description,
 * no footer, wrapper class; `layout` stays undefined when the page renders no Layout) and the
 * children of every `<Head>`, in order.
 */
export interface PageSession {
  layout: LayoutRequest | undefined;
  head: ReactNode[];
}

/** A session for one render of one page. */
export function pageSession(): PageSession {
  return { layout: undefined, head: [] };
}
