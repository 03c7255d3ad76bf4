import type { BlogAuthorView, BlogPostSummary } from '../../blog-views.ts';
import type { RenderContext } from '../../context.ts';
import { Breakable } from '../Breakable.tsx';

/** "3 min read" (the theme's `BlogPostItem/Header/Info`: minutes rounded up). */
export function readingTimeText(minutes: number): string {
  const rounded = Math.ceil(minutes);
  return `${rounded} min read`;
}

/** A post's title (a link in the lists, the page's h1 on its own page), date, reading time and authors. */
export function BlogPostHeader({
  ctx,
  post,
  own,
}: {
  ctx: RenderContext;
  post: BlogPostSummary;
  own: boolean;
}) {
  const Title = own ? 'h1' : 'h2';
  return (
    <header className="blog-post-header">
      <Title className="blog-post-title">
        {own ? <Breakable text={post.title} /> : <a href={ctx.urlTo(post.route)}>{post.title}</a>}
      </Title>
      <div className="blog-post-info">
        <time dateTime={post.date}>{post.formattedDate}</time>
        {post.readingTime !== undefined && (
          <>
            {' · '}
            {readingTimeText(post.readingTime)}
          </>
        )}
      </div>
      {post.authors.length > 0 && (
        <ul className="blog-authors">
          {post.authors.map((author, i) => (
            <li key={i}>
              <BlogAuthor ctx={ctx} author={author} />
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

/** An author: picture, name (linked to their page, else their URL) and title. */
export function BlogAuthor({
  ctx,
  author,
  heading = false,
}: {
  ctx: RenderContext;
  author: BlogAuthorView;
  heading?: boolean;
}) {
  const href = author.route ? ctx.urlTo(author.route) : author.url;
  const Name = heading ? 'h1' : 'span';
  return (
    <div className="blog-author">
      {author.imageURL && (
        <img
          className="blog-author-image"
          src={author.imageURL}
          alt={author.name ?? ''}
          width={40}
          height={40}
          loading="lazy"
        />
      )}
      <div>
        {author.name && (
          <Name className="blog-author-name">
            {href ? (
              <a href={href} {...(author.route ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
                {author.name}
              </a>
            ) : (
              author.name
            )}
          </Name>
        )}
        {author.title && <small className="blog-author-title">{author.title}</small>}
      </div>
    </div>
  );
}

/** The post's tags, as links to their pages. */
export function BlogTags({ ctx, tags }: { ctx: RenderContext; tags: BlogPostSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <div className="blog-tags">
      <b>Tags:</b>
      <ul>
        {tags.map((tag) => (
          <li key={tag.route}>
            <a className="blog-tag" href={ctx.urlTo(tag.route)} rel="tag">
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
