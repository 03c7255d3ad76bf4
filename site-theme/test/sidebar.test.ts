/**
 * The sidebar renders the entries that do not hold the current page once per site and writes
 * them as HTML: every page of a sidebar must still get what a full render gives (the reference
 * below is the component before that change, rendering every entry).
 */
import { createContext, createElement as h, Fragment, useContext, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breakable } from '../src/components/Breakable.tsx';
import { ExternalLinkIcon } from '../src/components/Icons.tsx';
import { Sidebar } from '../src/components/Sidebar.tsx';
import type { RenderContext, SidebarNode } from '../src/context.ts';

function referenceSidebar(ctx: RenderContext, items: SidebarNode[]): ReactNode {
  return h('nav', { className: 'sidebar', 'aria-label': 'Docs sidebar' }, referenceList(ctx, items));
}
function referenceList(ctx: RenderContext, items: SidebarNode[]): ReactNode {
  return h(
    'ul',
    { className: 'sidebar-list' },
    ...items.map((item, i) => h(Fragment, { key: i }, referenceEntry(ctx, item))),
  );
}
function referenceEntry(ctx: RenderContext, item: SidebarNode): ReactNode {
  if (item.type === 'html') {
    const className = [item.defaultStyle ? 'sidebar-html' : '', item.className ?? '']
      .filter(Boolean)
      .join(' ');
    return h('li', { className: className || undefined, dangerouslySetInnerHTML: { __html: item.value } });
  }
  const label = h(Breakable, { text: item.label });
  if (item.type === 'category') {
    const current = item.route === ctx.route;
    const categoryLabel = item.route
      ? h(
          'a',
          {
            className: current ? 'sidebar-category-link active' : 'sidebar-category-link',
            href: ctx.urlTo(item.route),
            'aria-current': current ? 'page' : undefined,
          },
          label,
        )
      : h('span', null, label);
    if (item.collapsible === false)
      return h(
        'li',
        { className: 'sidebar-category' },
        h('div', { className: 'sidebar-category-label sidebar-category-fixed' }, categoryLabel),
        referenceList(ctx, item.items),
      );
    return h(
      'li',
      { className: 'sidebar-category' },
      h(
        'details',
        { open: !item.collapsed || contains(item, ctx.route) },
        h('summary', { className: 'sidebar-category-label' }, categoryLabel),
        referenceList(ctx, item.items),
      ),
    );
  }
  if (item.type === 'link') {
    return h(
      'li',
      null,
      h(
        'a',
        { className: 'sidebar-link', href: item.href, target: '_blank', rel: 'noopener noreferrer' },
        label,
        h(ExternalLinkIcon),
      ),
    );
  }
  const current = item.route === ctx.route;
  return h(
    'li',
    null,
    h(
      'a',
      {
        className: current ? 'sidebar-link active' : 'sidebar-link',
        href: ctx.urlTo(item.route),
        'aria-current': current ? 'page' : undefined,
      },
      label,
    ),
  );
}
function contains(node: SidebarNode, route: string): boolean {
  if (node.type === 'doc') return node.route === route;
  return (
    node.type === 'category' && (node.route === route || node.items.some((child) => contains(child, route)))
  );
}

const doc = (route: string, label: string): SidebarNode => ({
  type: 'doc',
  id: route.slice(1),
  label,
  route,
});
const sidebar: SidebarNode[] = [
  doc('/docs/intro', 'Introduction'),
  {
    type: 'category',
    label: 'Guides & <recipes>',
    collapsed: false,
    items: [
      doc('/docs/guides/a', 'AuthenticateWithServiceErrors'),
      doc('/docs/guides/b', '"Quoted" & \'single\''),
      {
        type: 'category',
        label: 'Deep',
        collapsed: true,
        route: '/docs/guides/deep',
        items: [
          doc('/docs/guides/deep/one', 'One'),
          { type: 'link', label: 'External', href: 'https://x.example/?a=1&b=2' },
        ],
      },
    ],
  },
  {
    type: 'category',
    label: 'Folded',
    collapsed: true,
    items: [doc('/docs/folded/x', 'X'), doc('/docs/folded/y', 'Y')],
  },
  // Not collapsible: a heading over its open list.
  {
    type: 'category',
    label: 'Fixed',
    collapsed: false,
    collapsible: false,
    items: [doc('/docs/fixed/z', 'Z')],
  },
  { type: 'link', label: 'Unsafe link' },
  {
    type: 'html',
    value: '<hr class="divider"/><small>Reference</small>',
    defaultStyle: true,
    className: 'my-divider',
  },
  doc('/docs/last', '@accounts/apollo-link'),
];
const routes = [
  '/docs/intro',
  '/docs/guides/a',
  '/docs/guides/b',
  '/docs/guides/deep',
  '/docs/guides/deep/one',
  '/docs/folded/y',
  '/docs/fixed/z',
  '/docs/last',
  '/docs/not-in-the-sidebar',
];

function contextFor(base: string) {
  const urlTo = (route: string) => `${base}${route.replace(/^\//, '')}`;
  return (route: string) => ({ route, urlTo }) as RenderContext;
}

describe('Sidebar', () => {
  it('renders every page of a sidebar as a full render does, again and again', () => {
    const ctxOf = contextFor('/base/');
    for (const round of [1, 2]) {
      for (const route of routes) {
        const ctx = ctxOf(route);
        expect(renderToString(h(Sidebar, { ctx, items: sidebar })), `${route}, round ${round}`).toBe(
          renderToString(h(Fragment, null, referenceSidebar(ctx, sidebar))),
        );
      }
    }
  });

  it("inserts a sidebar's html item as its markup, in an entry of its own", () => {
    const html = renderToString(h(Sidebar, { ctx: contextFor('/')('/docs/intro'), items: sidebar }));
    expect(html).toContain(
      '<li class="sidebar-html my-divider"><hr class="divider"/><small>Reference</small></li>',
    );
    const plain = renderToString(
      h(Sidebar, {
        ctx: contextFor('/')('/docs/intro'),
        items: [{ type: 'html', value: '<hr/>', defaultStyle: false }],
      }),
    );
    expect(plain).toContain('<ul class="sidebar-list"><li><hr/></li></ul>');
  });

  it("folds a category as the model says, opens the current page's, never folds one that is not collapsible", () => {
    const html = renderToString(h(Sidebar, { ctx: contextFor('/')('/docs/intro'), items: sidebar }));
    const opened = [
      ...html.matchAll(
        /<details( open="")?><summary class="sidebar-category-label">(?:<a[^>]*>|<span>)([^<]*)/g,
      ),
    ].map((m) => [m[2], m[1] !== undefined]);
    expect(opened).toEqual([
      ['Guides &amp; &lt;recipes&gt;', true],
      ['Deep', false],
      ['Folded', false],
    ]);
    expect(html).toMatch(
      /<div class="sidebar-category-label sidebar-category-fixed"><span>Fixed<\/span><\/div><ul/,
    );
    const inFolded = renderToString(h(Sidebar, { ctx: contextFor('/')('/docs/folded/y'), items: sidebar }));
    expect(inFolded).toMatch(/<details open=""><summary class="sidebar-category-label"><span>Folded<\/span>/);
  });

  it('renders an entry without the current page once per urlTo', () => {
    const linked: string[] = [];
    const urlTo = (route: string) => (linked.push(route), `/d${route}`);
    const render = (route: string) =>
      renderToString(h(Sidebar, { ctx: { route, urlTo } as RenderContext, items: sidebar }));
    for (const route of routes) render(route);
    linked.length = 0;
    render('/docs/last');
    render('/docs/guides/deep/one');
    // Then only the entries on the way to the current page are rendered (here, the links of
    // the current pages, and of the deep category, which has a page of its own).
    expect(linked).toEqual(['/docs/last', '/docs/guides/deep', '/docs/guides/deep/one']);
  });

  it('keeps entries apart by sidebar and by urlTo', () => {
    const other = structuredClone(sidebar);
    (other[0] as { label: string }).label = 'Another introduction';
    for (const base of ['/a/', '/b/']) {
      const ctxOf = contextFor(base);
      for (const items of [sidebar, other]) {
        for (const route of ['/docs/last', '/docs/guides/a']) {
          const ctx = ctxOf(route);
          expect(renderToString(h(Sidebar, { ctx, items }))).toBe(
            renderToString(h(Fragment, null, referenceSidebar(ctx, items))),
          );
        }
      }
    }
  });

  it('leaves the surrounding render as it was (context after the sidebar)', () => {
    const Outer = createContext('none');
    const Value = () => h('p', null, useContext(Outer));
    const ctx = contextFor('/c/')('/docs/guides/b');
    const html = renderToString(
      h(Outer.Provider, { value: 'outer' }, h(Sidebar, { ctx, items: sidebar }), h(Value)),
    );
    expect(html.endsWith('<p>outer</p>')).toBe(true);
  });
});
