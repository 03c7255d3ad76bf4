import type { BlogArchiveView } from '../../blog-views.ts';
import type { RenderContext } from '../../context.ts';

/** The archive: every listed post by year (the theme's `BlogArchivePage`). */
export function BlogArchivePage({ ctx, view }: { ctx: RenderContext; view: BlogArchiveView }) {
  return (
    <main id="main" className="page blog-archive">
      <header className="blog-list-header">
        <h1>{view.title}</h1>
        <p>{view.description}</p>
      </header>
      {view.years.map((year) => (
        <section key={year.year}>
          <h2>{year.year}</h2>
          <ul>
            {year.posts.map((post) => (
              <li key={post.route}>
                <a href={ctx.urlTo(post.route)}>
                  <time dateTime={post.date}>{post.formattedDate}</time> – {post.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
