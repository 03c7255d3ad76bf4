import type { ReactNode } from 'react';
import type { DocView, RenderContext } from '../context.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { DocFooter } from './DocFooter.tsx';
import { Pagination } from './Pagination.tsx';
import { Sidebar } from './Sidebar.tsx';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents.tsx';
import { themeComponent } from '../runtime/theme-components.ts';

/** A guide page: sidebar, breadcrumbs, article with its title, TOC, doc footer, pagination. */
export function DocPage({ ctx, view, content }: { ctx: RenderContext; view: DocView; content: ReactNode }) {
  const hasToc = view.toc.length > 0;
  const [Side, Trail, Footer, Pages, Toc] = [
    themeComponent(ctx, 'Sidebar', Sidebar),
    themeComponent(ctx, 'Breadcrumbs', Breadcrumbs),
    themeComponent(ctx, 'DocFooter', DocFooter),
    themeComponent(ctx, 'Pagination', Pagination),
    themeComponent(ctx, 'TableOfContents', TableOfContents),
  ] as const;
  return (
    <div className={view.sidebar ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}>
      {view.sidebar && (
        <aside className="doc-sidebar">
          <Side ctx={ctx} items={view.sidebar} />
        </aside>
      )}
      <main id="main" className="doc-main">
        <Trail ctx={ctx} trail={view.breadcrumbs} title={view.title} />
        {hasToc && <TableOfContentsMobile items={view.toc} />}
        <article className="markdown">
          {!view.hasH1 && <h1>{view.title}</h1>}
          {content}
        </article>
        <Footer view={view} />
        <Pages ctx={ctx} previous={view.previous} next={view.next} />
      </main>
      {hasToc && (
        <aside className="doc-toc">
          <Toc items={view.toc} />
        </aside>
      )}
    </div>
  );
}
