import type { PageProps } from '../context.ts';
import { DocPage } from './DocPage.tsx';
import { HomePage } from './HomePage.tsx';
import { Layout } from './Layout.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SearchPage } from './SearchPage.tsx';

/** Picks the layout for the page's view and wraps it in the document. */
export function Page({ ctx, head, view, content }: PageProps) {
  let body;
  // Pages the search index holds mark their content region for Pagefind.
  const indexed = head.search !== undefined;
  switch (view.kind) {
    case 'doc':
      body = <DocPage ctx={ctx} view={view} content={content} indexed={indexed} />;
      break;
    case 'home':
      body = <HomePage ctx={ctx} view={view} content={content} indexed={indexed} />;
      break;
    case 'search':
      body = <SearchPage ctx={ctx} view={view} />;
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
