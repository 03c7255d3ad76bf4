import type { ReactNode } from 'react';
import type { BlogPostView } from '../../blog-views.ts';
import type { RenderContext } from '../../context.ts';
import { Breakable } from '../Breakable.tsx';
import { MarkdownActions } from '../MarkdownActions.tsx';
import { TableOfContents, TableOfContentsMobile } from '../TableOfContents.tsx';
import { BlogPostHeader, BlogTags } from './BlogPostHeader.tsx';
import { BlogLayout } from './BlogSidebar.tsx';

/** A post's page: header, content, tags and edit link, newer/older post, its table of contents. */
export function BlogPostPage({
  ctx,
  view,
  content,
  indexed,
}: {
  ctx: RenderContext;
  view: BlogPostView;
  content: ReactNode;
  indexed: boolean;
}) {
  const hasToc = view.toc.length > 0;
  return (
    <BlogLayout
      ctx={ctx}
      sidebar={view.sidebar}
      aside={
        hasToc && (
          <div className="doc-toc">
            <TableOfContents items={view.toc} />
          </div>
        )
      }
    >
      {hasToc && <TableOfContentsMobile items={view.toc} />}
      <MarkdownActions url={view.markdownUrl} />
      <article className="blog-post-item" {...(indexed ? { 'data-pagefind-body': '' } : {})}>
        <BlogPostHeader ctx={ctx} post={view.post} own />
        <div className="markdown">{content}</div>
        <footer className="blog-post-footer">
          <BlogTags ctx={ctx} tags={view.post.tags} />
          {view.editUrl && (
            <a className="edit-link" href={view.editUrl} target="_blank" rel="noopener noreferrer">
              Edit this page
            </a>
          )}
        </footer>
      </article>
      {(view.previous || view.next) && (
        <nav className="pagination" aria-label="Blog post page navigation">
          {view.previous && (
            <a
              className="pagination-link pagination-previous"
              href={ctx.urlTo(view.previous.route)}
              rel="prev"
            >
              <span className="pagination-sublabel">Newer post</span>
              <span className="pagination-label">
                <Breakable text={view.previous.label} />
              </span>
            </a>
          )}
          {view.next && (
            <a className="pagination-link pagination-next" href={ctx.urlTo(view.next.route)} rel="next">
              <span className="pagination-sublabel">Older post</span>
              <span className="pagination-label">
                <Breakable text={view.next.label} />
              </span>
            </a>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}
