import type { ReactNode } from 'react';
import type { MarkdownView } from '../context.ts';
import { MarkdownActions } from './MarkdownActions.tsx';

/** A standalone markdown page (not a doc): just the article. */
export function MarkdownPage({ view, content }: { view: MarkdownView; content: ReactNode }) {
  return (
    <main id="main" className="page">
      <MarkdownActions url={view.markdownUrl} />
      <article className="markdown">
        {!view.hasH1 && <h1>{view.title}</h1>}
        {content}
      </article>
    </main>
  );
}
