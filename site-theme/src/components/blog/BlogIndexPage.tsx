import type { BlogIndexView } from '../../blog-views.ts';
import type { RenderContext } from '../../context.ts';
import { BlogAuthor } from './BlogPostHeader.tsx';
import { BlogLayout } from './BlogSidebar.tsx';

/** The tags page (each tag with its number of posts) or the authors page (each author with theirs). */
export function BlogIndexPage({ ctx, view }: { ctx: RenderContext; view: BlogIndexView }) {
  return (
    <BlogLayout ctx={ctx} sidebar={view.sidebar}>
      <h1>{view.title}</h1>
      <ul className={view.entries.some((entry) => entry.author) ? 'blog-author-list' : 'blog-tag-list'}>
        {view.entries.map((entry) => (
          <li key={entry.route}>
            {entry.author ? (
              <>
                <BlogAuthor ctx={ctx} author={entry.author} />
                <span className="blog-count">{entry.count === 1 ? '1 post' : `${entry.count} posts`}</span>
              </>
            ) : (
              <a className="blog-tag" href={ctx.urlTo(entry.route)}>
                {entry.label}
                <span className="blog-count">{entry.count}</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
