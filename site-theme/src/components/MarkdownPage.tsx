import type { ReactNode } from 'react';
import type { MarkdownView } from '../context.ts';

/** A standalone markdown page (not a doc): just the article. */
export function MarkdownPage({ view, content }: { view: MarkdownView; content: ReactNode }) {
  return (
    <main id="main" className="page">
      <article className="markdown">
        {!view.hasH1 && <h1>{view.title}</h1>}
        {content}
      </article>
    </main>
  );
}
