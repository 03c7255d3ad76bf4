import type { TocItem } from '../context.ts';
import { Breakable } from './Breakable.tsx';

/** h2–h3 of the page, nested; shown as a side column on wide screens. */
export function TableOfContents({ items }: { items: TocItem[] }) {
  return (
    <nav className="toc toc-desktop" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <TocList items={items} />
    </nav>
  );
}

/** The same list folded under "On this page" at the top of the article on narrow screens. */
export function TableOfContentsMobile({ items }: { items: TocItem[] }) {
  return (
    <details className="toc toc-mobile">
      <summary>On this page</summary>
      <TocList items={items} />
    </details>
  );
}

function TocList({ items }: { items: TocItem[] }) {
  const top = items[0]?.depth ?? 2;
  const groups: { item: TocItem; children: TocItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (item.depth > top && last) last.children.push(item);
    else groups.push({ item, children: [] });
  }
  return (
    <ul className="toc-list">
      {groups.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>
            <Breakable text={item.text} />
          </a>
          {children.length > 0 && (
            <ul>
              {children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`}>
                    <Breakable text={child.text} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
