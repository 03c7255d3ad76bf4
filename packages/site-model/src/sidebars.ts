import { routeProblem, ROUTE_HINT, ROUTE_INVALID, type SidebarItemInput } from '@accounts-docs/config';
import { closest, type Diagnostic } from '@accounts-docs/diagnostics';
import { isUnsafeUrl } from '@accounts-docs/markdown';
import type { PageLink, SidebarItem } from './types.ts';

export interface DocRef {
  id: string;
  route: string;
  sidebarLabel: string;
}

export interface ResolvedSidebars {
  sidebars: Record<string, SidebarItem[]>;
  /** Per doc id: which sidebar lists it, its category trail, and its neighbours in reading order. */
  placement: Map<
    string,
    { sidebar: string; breadcrumbs: { label: string }[]; previous?: PageLink; next?: PageLink }
  >;
  diagnostics: Diagnostic[];
}

/**
 * Resolves the config's sidebars against the docs: doc ids become labelled links, categories
 * keep their order, and reading order (previous/next) follows the flattened sidebar.
 */
export function resolveSidebars(
  input: Record<string, SidebarItemInput[]>,
  docs: Map<string, DocRef>,
  locate: (id: string) => Partial<Diagnostic>,
): ResolvedSidebars {
  const result: ResolvedSidebars = { sidebars: {}, placement: new Map(), diagnostics: [] };
  for (const [name, items] of Object.entries(input)) {
    const flat: { doc: DocRef; label: string; trail: { label: string }[] }[] = [];
    const resolve = (item: SidebarItemInput, trail: { label: string }[]): SidebarItem | undefined => {
      if (typeof item === 'string' || item.type === 'doc') {
        const id = typeof item === 'string' ? item : item.id;
        const problem = routeProblem(id, 'relative');
        if (problem) {
          result.diagnostics.push({
            severity: 'error',
            ruleId: ROUTE_INVALID,
            reason: `Sidebar "${name}" lists the doc id "${id}", which is not a clean route: ${problem}`,
            ...locate(id),
            hint: ROUTE_HINT,
          });
          return undefined;
        }
        const doc = docs.get(id);
        if (!doc) {
          const suggestion = closest(id, docs.keys());
          result.diagnostics.push({
            severity: 'error',
            ruleId: 'sidebar-unknown-doc',
            reason: `Sidebar "${name}" lists the doc id "${id}", but no doc has that id`,
            ...locate(id),
            hint: suggestion
              ? `did you mean "${suggestion}"?`
              : 'a doc id is its path in the docs folder without .md',
          });
          return undefined;
        }
        const label = (typeof item === 'string' ? undefined : item.label) ?? doc.sidebarLabel;
        flat.push({ doc, label, trail });
        return { type: 'doc', id, label, route: doc.route };
      }
      // An unsafe href is reported by the link checker (unsafe-link) and not shipped clickable.
      if (item.type === 'link')
        return { type: 'link', label: item.label, ...(isUnsafeUrl(item.href) ? {} : { href: item.href }) };
      const inner = [...trail, { label: item.label }];
      return {
        type: 'category',
        label: item.label,
        collapsed: item.collapsed ?? false,
        items: item.items
          .map((child) => resolve(child, inner))
          .filter((x): x is SidebarItem => x !== undefined),
      };
    };
    result.sidebars[name] = items
      .map((item) => resolve(item, []))
      .filter((x): x is SidebarItem => x !== undefined);
    flat.forEach((entry, i) => {
      if (result.placement.has(entry.doc.id)) return; // the first sidebar that lists a doc owns it
      const before = flat[i - 1];
      const after = flat[i + 1];
      result.placement.set(entry.doc.id, {
        sidebar: name,
        breadcrumbs: entry.trail,
        ...(before ? { previous: { label: before.label, route: before.doc.route } } : {}),
        ...(after ? { next: { label: after.label, route: after.doc.route } } : {}),
      });
    });
  }
  return result;
}
