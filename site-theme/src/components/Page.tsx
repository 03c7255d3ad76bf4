import type { PageProps } from '../context.ts';
import { themeComponent } from '../runtime/theme-components.ts';
import { DocPage } from './DocPage.tsx';
import { HomePage } from './HomePage.tsx';
import { Layout } from './Layout.tsx';
import { MarkdownPage } from './MarkdownPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SearchPage } from './SearchPage.tsx';
import { BlogArchivePage } from './blog/BlogArchivePage.tsx';
import { BlogIndexPage } from './blog/BlogIndexPage.tsx';
import { BlogListPage } from './blog/BlogListPage.tsx';
import { BlogPostPage } from './blog/BlogPostPage.tsx';

/** Picks the layout for the page's view and wraps it in the document. */
export function Page({ ctx: siteCtx, head, view, content, excerpts, document }: PageProps) {
  // The navbar's version menu shows the version of the page.
  const ctx = view.kind === 'doc' && view.version ? { ...siteCtx, version: view.version } : siteCtx;
  let body;
  // Pages the search index holds mark their content region for Pagefind.
  const indexed = head.search !== undefined;
  switch (view.kind) {
    case 'doc': {
      const Doc = themeComponent(ctx, 'DocPage', DocPage);
      body = <Doc ctx={ctx} view={view} content={content} indexed={indexed} />;
      break;
    }
    case 'home': {
      const Home = themeComponent(ctx, 'HomePage', HomePage);
      body = <Home ctx={ctx} view={view} content={content} indexed={indexed} />;
      break;
    }
    case 'search':
      body = <SearchPage ctx={ctx} view={view} />;
      break;
    case 'markdown': {
      const Markdown = themeComponent(ctx, 'MarkdownPage', MarkdownPage);
      body = <Markdown view={view} content={content} />;
      break;
    }
    case 'not-found': {
      const NotFound = themeComponent(ctx, 'NotFoundPage', NotFoundPage);
      body = <NotFound ctx={ctx} />;
      break;
    }
    case 'blog-list':
      body = <BlogListPage ctx={ctx} view={view} excerpts={excerpts ?? []} />;
      break;
    case 'blog-post':
      body = <BlogPostPage ctx={ctx} view={view} content={content} indexed={indexed} />;
      break;
    case 'blog-index':
      body = <BlogIndexPage ctx={ctx} view={view} />;
      break;
    case 'blog-archive':
      body = <BlogArchivePage ctx={ctx} view={view} />;
      break;
    case 'react':
      // A project's React page, rendered by the renderer inside its own element (`#main`).
      body = content;
      break;
  }
  return (
    <Layout
      ctx={ctx}
      head={head}
      bodyClass={`page-${view.kind}`}
      ownsDrawer={view.kind === 'doc' && view.sidebar !== undefined}
      {...(document ? { document } : {})}
    >
      {body}
    </Layout>
  );
}
