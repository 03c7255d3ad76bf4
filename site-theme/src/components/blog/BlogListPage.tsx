import type { ReactNode } from 'react';
import type { BlogListView } from '../../blog-views.ts';
import type { RenderContext } from '../../context.ts';
import { BlogAuthor, BlogPostHeader, BlogTags } from './BlogPostHeader.tsx';
import { BlogLayout } from './BlogSidebar.tsx';

/** A page of posts: each post's header, excerpt, tags and "Read more"; newer/older entries below. */
export function BlogListPage({
  ctx,
  view,
  excerpts,
}: {
  ctx: RenderContext;
  view: BlogListView;
  excerpts: ReactNode[];
}) {
  return (
    <BlogLayout ctx={ctx} sidebar={view.sidebar}>
      {view.author ? (
        <header className="blog-list-header">
          <BlogAuthor ctx={ctx} author={{ ...view.author, route: undefined }} heading />
        </header>
      ) : (
        view.heading && (
          <header className="blog-list-header">
            <h1>{view.heading}</h1>
            {view.tagsRoute && <a href={ctx.urlTo(view.tagsRoute)}>View all tags</a>}
          </header>
        )
      )}
      {view.posts.map((post, i) => (
        <article key={post.route} className="blog-post-item">
          <BlogPostHeader ctx={ctx} post={post} own={false} />
          <div className="markdown">{excerpts[i]}</div>
          <footer className="blog-post-footer">
            <BlogTags ctx={ctx} tags={post.tags} />
            {post.truncated && (
              <a
                className="blog-read-more"
                href={ctx.urlTo(post.route)}
                aria-label={`Read more about ${post.title}`}
              >
                <b>Read more</b>
              </a>
            )}
          </footer>
        </article>
      ))}
      {(view.previous || view.next) && (
        <nav className="pagination" aria-label="Blog list page navigation">
          {view.previous && (
            <a className="pagination-link pagination-previous" href={ctx.urlTo(view.previous)} rel="prev">
              <span className="pagination-label">Newer entries</span>
            </a>
          )}
          {view.next && (
            <a className="pagination-link pagination-next" href={ctx.urlTo(view.next)} rel="next">
              <span className="pagination-label">Older entries</span>
            </a>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}
