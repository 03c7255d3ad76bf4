import type { ResolvedConfig } from '@accounts-docs/config';
import { closest, NAVBAR_UNKNOWN_DOC, type Diagnostic } from '@accounts-docs/diagnostics';
import type { DocsVersionInfo } from './types.ts';
import { firstDocRoute } from './sidebars.ts';
import type { DocPage, SidebarItem } from './types.ts';

/** A navbar item with its target decided: a link (to a route or a URL), or the versions menu. */
export type NavbarEntry =
  | {
      type: 'link';
      /** None for a link the site's CSS draws (an icon), named by `ariaLabel`. */
      label?: string;
      position: 'left' | 'right';
      to?: string;
      href?: string;
      activeBasePath?: string;
      className?: string;
      ariaLabel?: string;
      /**
       * The same page in each docs version (by version name), when the link leads to a doc and
       * the site has several versions: the reader's preferred version replaces the route.
       */
      versions?: Record<string, string>;
    }
  | { type: 'versions'; position: 'left' | 'right' }
  | {
      type: 'dropdown';
      label: string;
      position: 'left' | 'right';
      items: { label?: string; html?: string; to?: string; href?: string }[];
    };

export interface NavbarContext {
  config: ResolvedConfig;
  docs: DocPage[];
  versions: DocsVersionInfo[];
  sidebars: Record<string, SidebarItem[]>;
  /** Where a value is written in the config, for messages. */
  /** Where `value` is written in the config; with `key`, where that key holds it (`docId: 'intro'`). */
  locate: (value: string, key?: string) => Partial<Diagnostic>;
}

/**
 * The config's navbar items with their routes: `doc` and `docSidebar` items (as Docusaurus
 * writes them) lead to the last version's doc, and any item leading to a versioned doc knows
 * that doc's route in the other versions.
 */
export function resolveNavbar({ config, docs, versions, sidebars, locate }: NavbarContext): {
  items: NavbarEntry[];
  diagnostics: Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const last = versions.find((v) => v.isLast) ?? versions[0];
  const byRoute = new Map(docs.filter((doc) => doc.version !== undefined).map((doc) => [doc.route, doc]));
  const titleOf = (id: string) =>
    docs.find((doc) => doc.version === last?.name && doc.id === id)?.sidebarLabel;
  const sameDocIn = (id: string): Record<string, string> | undefined =>
    versions.length > 1
      ? Object.fromEntries(versions.map((v) => [v.name, v.routes.get(id) ?? v.mainRoute]))
      : undefined;
  const items: NavbarEntry[] = [];
  for (const item of config.navbar.items) {
    if (item.type === 'docsVersionDropdown') {
      items.push({ type: 'versions', position: item.position });
      continue;
    }
    if (item.type === 'dropdown') {
      items.push({ type: 'dropdown', label: item.label, position: item.position, items: item.items });
      continue;
    }
    const active = item.activeBasePath !== undefined ? { activeBasePath: item.activeBasePath } : {};
    if (item.type === 'doc') {
      const route = last?.routes.get(item.docId);
      if (!route) {
        diagnostics.push(
          unknown(
            `The navbar item names the doc "${item.docId}", which does not exist`,
            item.docId,
            [...(last?.routes.keys() ?? [])],
            (value) => locate(value, 'docId'),
          ),
        );
        continue;
      }
      const versionsOf = sameDocIn(item.docId);
      items.push({
        type: 'link',
        label: item.label ?? titleOf(item.docId) ?? item.docId,
        position: item.position,
        to: route,
        ...active,
        ...(versionsOf ? { versions: versionsOf } : {}),
      });
      continue;
    }
    if (item.type === 'docSidebar') {
      const firstIn = (v: DocsVersionInfo) => {
        const key = v.sidebars.get(item.sidebarId);
        return key ? firstDocRoute(sidebars[key] ?? []) : undefined;
      };
      const route = last ? firstIn(last) : undefined;
      if (!route) {
        const names = [...(last?.sidebars.keys() ?? [])];
        diagnostics.push(
          unknown(
            `The navbar item names the sidebar "${item.sidebarId}", which does not exist or is empty`,
            item.sidebarId,
            names,
            (value) => locate(value, 'sidebarId'),
          ),
        );
        continue;
      }
      items.push({
        type: 'link',
        label: item.label,
        position: item.position,
        to: route,
        ...active,
        ...(versions.length > 1
          ? { versions: Object.fromEntries(versions.map((v) => [v.name, firstIn(v) ?? v.mainRoute])) }
          : {}),
      });
      continue;
    }
    // A plain link; one to a page of the last version is "version-less" and follows the preference.
    const doc = item.to !== undefined ? byRoute.get(item.to) : undefined;
    const versionsOf = doc && doc.version === last?.name ? sameDocIn(doc.id) : undefined;
    items.push({
      type: 'link',
      ...(item.label !== undefined ? { label: item.label } : {}),
      position: item.position,
      ...(item.to !== undefined ? { to: item.to } : {}),
      ...(item.href !== undefined ? { href: item.href } : {}),
      ...(item.className !== undefined ? { className: item.className } : {}),
      ...(item.ariaLabel !== undefined ? { ariaLabel: item.ariaLabel } : {}),
      ...active,
      ...(versionsOf ? { versions: versionsOf } : {}),
    });
  }
  return { items, diagnostics };
}

function unknown(
  reason: string,
  value: string,
  known: string[],
  locate: (value: string) => Partial<Diagnostic>,
): Diagnostic {
  const suggestion = closest(value, known);
  return {
    severity: 'error',
    ruleId: NAVBAR_UNKNOWN_DOC,
    reason,
    ...locate(value),
    hint: suggestion
      ? `did you mean "${suggestion}"?`
      : 'name a doc id (its path in the docs folder without .md) or a sidebar',
  };
}
