import type { RenderContext, SidebarNode } from '../context.ts';
import { Breakable } from './Breakable.tsx';

/**
 * The docs sidebar. Categories are `<details open>`: every one starts expanded (unless the
 * config says `collapsed: true` and the page is not inside), none closes when another opens,
 * and a reader can still fold one without JavaScript. A category with its own page links it.
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

function SidebarEntry({ ctx, item }: { ctx: RenderContext; item: SidebarNode }) {
  if (item.type === 'category') {
    return (
      <li className="sidebar-category">
        <details open={!item.collapsed || containsRoute(item, ctx.route)}>
          <summary className="sidebar-category-label">
            {/* One flex item for the whole label (the summary is a flex row with its chevron). */}
            {item.route ? (
              <a
                className={
                  item.route === ctx.route ? 'sidebar-category-link active' : 'sidebar-category-link'
                }
                href={ctx.urlTo(item.route)}
                aria-current={item.route === ctx.route ? 'page' : undefined}
              >
                <Breakable text={item.label} />
              </a>
            ) : (
              <span>
                <Breakable text={item.label} />
              </span>
            )}
          </summary>
          <SidebarList ctx={ctx} items={item.items} />
        </details>
      </li>
    );
  }
  if (item.type === 'link') {
    return (
      <li>
        <a className="sidebar-link" href={item.href} target="_blank" rel="noopener noreferrer">
          <Breakable text={item.label} />
        </a>
      </li>
    );
  }
  const current = item.route === ctx.route;
  return (
    <li>
      <a
        className={current ? 'sidebar-link active' : 'sidebar-link'}
        href={ctx.urlTo(item.route)}
        aria-current={current ? 'page' : undefined}
      >
        <Breakable text={item.label} />
      </a>
    </li>
  );
}

function containsRoute(node: SidebarNode, route: string): boolean {
  if (node.type === 'doc') return node.route === route;
  if (node.type === 'category' && node.route === route) return true;
  return node.type === 'category' && node.items.some((child) => containsRoute(child, route));
}
