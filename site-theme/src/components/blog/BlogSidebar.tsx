import type { ReactNode } from 'react';
import type { BlogSidebarView } from '../../blog-views.ts';
import type { RenderContext } from '../../context.ts';

/** The recent posts, beside the blog's pages (the theme's `BlogSidebar`). */
export function BlogSidebar({ ctx, sidebar }: { ctx: RenderContext; sidebar: BlogSidebarView | undefined }) {
  if (!sidebar) return null;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar-title">{sidebar.title}</div>
      <ul>
        {sidebar.items.map((item) => (
          <li key={item.route}>
            <a href={ctx.urlTo(item.route)} aria-current={item.route === ctx.route ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The blog's two-column frame: the recent posts, then the page's main column. */
export function BlogLayout({
  ctx,
  sidebar,
  children,
  aside,
}: {
  ctx: RenderContext;
  sidebar: BlogSidebarView | undefined;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className={sidebar ? 'blog-layout' : 'blog-layout blog-layout-no-sidebar'}>
      <BlogSidebar ctx={ctx} sidebar={sidebar} />
      <main id="main" className="blog-main">
        {children}
      </main>
      {aside}
    </div>
  );
}
