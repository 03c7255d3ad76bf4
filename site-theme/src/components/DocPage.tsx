import type { ReactNode } from 'react';
import type { DocView, RenderContext } from '../context.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Breakable } from './Breakable.tsx';
import { DocFooter } from './DocFooter.tsx';
import { MarkdownActions } from './MarkdownActions.tsx';
import { Pagination } from './Pagination.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { VersionBanner } from './VersionBanner.tsx';
import { TableOfContents, TableOfContentsMobile } from './TableOfContents.tsx';
import { themeComponent } from '../runtime/theme-components.ts';

/** A guide page: sidebar, breadcrumbs, article with its title, TOC, doc footer, pagination. */
export function DocPage({
  ctx,
  view,
  content,
  indexed = false,
}: {
  ctx: RenderContext;
  view: DocView;
  content: ReactNode;
  indexed?: boolean;
}) {
  const hasToc = view.toc.length > 0;
  const [Trail, Footer, Pages, Toc] = [
    themeComponent(ctx, 'Breadcrumbs', Breadcrumbs),
    themeComponent(ctx, 'DocFooter', DocFooter),
    themeComponent(ctx, 'Pagination', Pagination),
    themeComponent(ctx, 'TableOfContents', TableOfContents),
  ] as const;
  return (
    <div className={view.sidebar ? 'doc-layout' : 'doc-layout doc-layout-no-sidebar'}>
      {view.sidebar && <NavDrawer ctx={ctx} sidebar={view.sidebar} />}
      <main
        id="main"
        className="doc-main"
        {...(view.version
          ? {
              // Read by client/docs-version.ts: the version is saved as the reader's preference.
              'data-docs-version': view.version.name,
              'data-docs-plugin-id': ctx.site.docsPluginId,
              // The same page in the other versions, for the version menu (none with one version).
              ...(Object.keys(view.version.alternates).length > 1
                ? {
                    'data-version-alternates': JSON.stringify(
                      Object.fromEntries(
                        Object.entries(view.version.alternates).map(([name, route]) => [
                          name,
                          ctx.urlTo(route),
                        ]),
                      ),
                    ),
                  }
                : {}),
            }
          : {})}
      >
        {view.version && <VersionBanner ctx={ctx} version={view.version} />}
        <Trail ctx={ctx} trail={view.breadcrumbs} title={view.title} />
        {hasToc && <TableOfContentsMobile items={view.toc} />}
        <MarkdownActions url={view.markdownUrl} />
        <article className="markdown" {...(indexed ? { 'data-pagefind-body': '' } : {})}>
          {!view.hasH1 && (
            <h1>
              <Breakable text={view.title} />
            </h1>
          )}
          {content}
        </article>
        <Footer view={view} />
        <Pages ctx={ctx} previous={view.previous} next={view.next} />
      </main>
      {/* A plain box: its nav is the landmark (two unnamed asides would be indistinguishable). */}
      {hasToc && (
        <div className="doc-toc">
          <Toc items={view.toc} />
        </div>
      )}
    </div>
  );
}
