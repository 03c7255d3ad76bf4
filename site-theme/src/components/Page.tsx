import type { PageProps } from '../context.ts';
import { DocPage } from './DocPage.tsx';
import { HomePage } from './HomePage.tsx';
import { Layout } from './Layout.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Picks the layout for the page's view and wraps it in the document. */
export function Page({ ctx, head, view, content }: PageProps) {
  let body;
  switch (view.kind) {
    case 'doc':
      body = <DocPage ctx={ctx} view={view} content={content} />;
      break;
    case 'home':
      body = <HomePage ctx={ctx} view={view} content={content} />;
      break;
    case 'markdown':
      body = <MarkdownPage view={view} content={content} />;
      break;
    case 'not-found':
      body = <NotFoundPage ctx={ctx} />;
      break;
  }
  return (
    <Layout
      ctx={ctx}
      head={head}
      bodyClass={`page-${view.kind}`}
      ownsDrawer={view.kind === 'doc' && view.sidebar !== undefined}
    >
      {body}
    </Layout>
  );
}
