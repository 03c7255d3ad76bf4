import { renderToString } from 'react-dom/server';
import type { RenderContext, SidebarNode } from '../context.ts';
import { Breakable } from './Breakable.tsx';
import { ExternalLinkIcon } from './Icons.tsx';

/**
 * The docs sidebar. Categories are `<details>`: folded as the config says (`collapsed`, by
 * default `docs.sidebarCollapsed`, as in Docusaurus) except those that hold the current page,
 * which are open; none closes when another opens, and a reader folds or unfolds one without
 * JavaScript. A category that is not `collapsible` is a heading over its open list. A category
 * with its own page links it.
 */
export function Sidebar({ ctx, items }: { ctx: RenderContext; items: SidebarNode[] }) {
  return (
    <nav className="sidebar" aria-label="Docs sidebar">
      <SidebarList ctx={ctx} items={items} />
    </nav>
  );
}

function SidebarList({ ctx, items }: { ctx: RenderContext; items: SidebarNode[] }) {
  return (
    <ul className="sidebar-list">
      {items.map((item, i) => (
        <SidebarEntry key={i} ctx={ctx} item={item} />
      ))}
    </ul>
  );
}

/**
 * An entry that does not hold the current page is written alike on every page of its sidebar:
 * its `<li>`'s content is rendered once (`entryHtml`) and written as HTML, so React renders
 * only the entries on the way to the current page (the sidebar was most of a page's render).
 */
function SidebarEntry({ ctx, item }: { ctx: RenderContext; item: SidebarNode }) {
  if (item.type === 'html') {
    // As Docusaurus's DocSidebarItemHtml: the markup is the entry's content.
    const className = [
      ...(item.defaultStyle ? ['sidebar-html'] : []),
      ...(item.className ? [item.className] : []),
    ];
    return (
      <li className={className.join(' ') || undefined} dangerouslySetInnerHTML={{ __html: item.value }} />
    );
  }
  const className = item.type === 'category' ? 'sidebar-category' : undefined;
  if (!containsRoute(item, ctx.route)) {
    return <li className={className} dangerouslySetInnerHTML={{ __html: entryHtml(ctx, item) }} />;
  }
  return (
    <li className={className}>
      <EntryContent ctx={ctx} item={item} />
    </li>
  );
}

function CategoryLabel({
  ctx,
  item,
}: {
  ctx: RenderContext;
  item: Extract<SidebarNode, { type: 'category' }>;
}) {
  // One flex item for the whole label (the summary is a flex row with its chevron).
  return item.route ? (
    <a
      className={item.route === ctx.route ? 'sidebar-category-link active' : 'sidebar-category-link'}
      href={ctx.urlTo(item.route)}
      aria-current={item.route === ctx.route ? 'page' : undefined}
    >
      <Breakable text={item.label} />
    </a>
  ) : (
    <span>
      <Breakable text={item.label} />
    </span>
  );
}

function EntryContent({ ctx, item }: { ctx: RenderContext; item: Exclude<SidebarNode, { type: 'html' }> }) {
  if (item.type === 'category') {
    if (item.collapsible === false) {
      return (
        <>
          <div className="sidebar-category-label sidebar-category-fixed">
            <CategoryLabel ctx={ctx} item={item} />
          </div>
          <SidebarList ctx={ctx} items={item.items} />
        </>
      );
    }
    return (
      <details open={!item.collapsed || containsRoute(item, ctx.route)}>
        <summary className="sidebar-category-label">
          <CategoryLabel ctx={ctx} item={item} />
        </summary>
        <SidebarList ctx={ctx} items={item.items} />
      </details>
    );
  }
  if (item.type === 'link') {
    return (
      <a className="sidebar-link" href={item.href} target="_blank" rel="noopener noreferrer">
        <Breakable text={item.label} />
        <ExternalLinkIcon />
      </a>
    );
  }
  const current = item.route === ctx.route;
  return (
    <a
      className={current ? 'sidebar-link active' : 'sidebar-link'}
      href={ctx.urlTo(item.route)}
      aria-current={current ? 'page' : undefined}
    >
      <Breakable text={item.label} />
    </a>
  );
}

/** No page's route (routes start with `/`): an entry rendered for it shows no current page. */
const NO_PAGE = '\0';

/**
 * The HTML of entries that do not hold the current page, by `urlTo` and entry: an entry's HTML
 * depends on nothing else. Assumes `urlTo` is a pure function and a sidebar's nodes are never
 * changed in place once rendered. The renderer keeps one `urlTo` per site object, and a build
 * makes a new one (`createRenderer`), so nothing kept outlives a build, even in watch mode;
 * weak maps let the old ones go.
 */
const entryHtmlCache = new WeakMap<RenderContext['urlTo'], WeakMap<SidebarNode, string>>();

function entryHtml(ctx: RenderContext, item: Exclude<SidebarNode, { type: 'html' }>): string {
  let byEntry = entryHtmlCache.get(ctx.urlTo);
  if (!byEntry) entryHtmlCache.set(ctx.urlTo, (byEntry = new WeakMap()));
  let html = byEntry.get(item);
  if (html === undefined) {
    // React supports a renderToString inside a render (it restores its state after a nested
    // run); the entries use no hooks and no context, so the result is what the page would get.
    html = renderToString(<EntryContent ctx={{ ...ctx, route: NO_PAGE }} item={item} />);
    byEntry.set(item, html);
  }
  return html;
}

function containsRoute(node: SidebarNode, route: string): boolean {
  if (node.type === 'doc') return node.route === route;
  if (node.type === 'category' && node.route === route) return true;
  return node.type === 'category' && node.items.some((child) => containsRoute(child, route));
}
