import type { PropSidebar, PropSidebarItem } from './docs-client-utils.ts';

// Sidebar utilities of Docusaurus's docsUtils.tsx that need no React (served by
// `plugin-content-docs-client.tsx`, beside the hooks that read the current sidebar).

const normalize = (href: string) => href.replace(/\/$/, '') || '/';

export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && normalize(a).toLowerCase() === normalize(b).toLowerCase();
}

export function findFirstSidebarItemLink(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'category') {
    if (item.href) return item.href;
    for (const sub of item.items) {
      const link = findFirstSidebarItemLink(sub);
      if (link) return link;
    }
  }
  return undefined;
}

export function isActiveSidebarItem(item: PropSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type === 'category')
    return (
      isSamePath(item.href, activePath) || item.items.some((sub) => isActiveSidebarItem(sub, activePath))
    );
  return false;
}

export function findSidebarCategory(
  sidebar: PropSidebar,
  predicate: (category: Extract<PropSidebarItem, { type: 'category' }>) => boolean,
): Extract<PropSidebarItem, { type: 'category' }> | undefined {
  for (const item of sidebar)
    if (item.type === 'category') {
      if (predicate(item)) return item;
      const found = findSidebarCategory(item.items, predicate);
      if (found) return found;
    }
  return undefined;
}
