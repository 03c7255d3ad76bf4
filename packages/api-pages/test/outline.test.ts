import type { Element } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import { apiOutline, apiPageContent } from '../src/index.ts';
import { model } from './model.ts';

const outline = apiOutline(model, {
  root: '/repo',
  basePath: '/api',
  urlTo: new RouteTable('/').urlTo,
  configFile: '/repo/docs.config.ts',
  siteTitle: 'Demo',
});
const byRoute = new Map(outline.pages.map((page) => [page.route, page]));
// A stand-in for the markdown pipeline: enough to see what reaches it.
const markdown = async (source: string) => [h('div.md', source)];
const content = (route: string) =>
  apiPageContent(byRoute.get(route)!, model, {
    routes: outline.routes,
    markdown,
    sourceUrl: 'https://git.example/blob/main/',
  });

describe('apiOutline', () => {
  it('gives every package an overview, a page per class, interface, enum and function, and a changelog', () => {
    expect([...byRoute.keys()]).toEqual([
      '/api',
      '/api/core',
      '/api/core/class/Server',
      '/api/core/enum/Errors',
      '/api/core/function/start',
      '/api/core/function/stop',
      '/api/core/changelog',
      '/api/types',
      '/api/types/interface/User',
      '/api/types/changelog',
    ]);
  });

  it('builds the api sidebar: the landing page, then per package Overview, a group per kind, Changelog last (folded as the docs options say)', () => {
    expect(outline.sidebar[0]).toEqual({ type: 'doc', id: '@api', label: 'All packages' });
    expect(outline.sidebar[1]).toEqual({
      type: 'category',
      label: '@demo/core',
      items: [
        { type: 'doc', id: '@api/core', label: 'Overview' },
        {
          type: 'category',
          label: 'Classes',
          items: [{ type: 'doc', id: '@api/core/class/Server', label: 'Server' }],
        },
        {
          type: 'category',
          label: 'Enumerations',
          items: [{ type: 'doc', id: '@api/core/enum/Errors', label: 'Errors' }],
        },
        {
          type: 'category',
          label: 'Functions',
          items: [
            { type: 'doc', id: '@api/core/function/start', label: 'start' },
            { type: 'doc', id: '@api/core/function/stop', label: 'stop' },
          ],
        },
        { type: 'doc', id: '@api/core/changelog', label: 'Changelog' },
      ],
    });
  });

  it('lists members in the TOC, and links with the place they are written', () => {
    const server = byRoute.get('/api/core/class/Server')!;
    expect(server.toc.map((entry) => `${entry.depth}:${entry.id}`)).toEqual([
      '2:constructors',
      '3:constructor',
      '2:properties',
      '3:name',
      '2:methods',
      '3:findUser',
      '3:old',
    ]);
    expect(server.links).toContainEqual({
      href: '/api/types/interface/User',
      file: '/repo/packages/core/src/server.ts',
      line: 9,
      column: 3,
    });
    const start = byRoute.get('/api/core/function/start')!;
    expect(start.links.map((l) => l.href)).toEqual(['/api/core/class/Server#findUser']);
    const overview = byRoute.get('/api/core')!;
    expect(overview.anchors).toEqual(['classes', 'enumerations', 'functions', 'variables', 'VERSION']);
  });

  it('applies the base URL to every href, authored markdown links included', () => {
    const based = apiOutline(model, {
      root: '/repo',
      basePath: '/api',
      urlTo: new RouteTable('/site/').urlTo,
      configFile: '/repo/c.ts',
      siteTitle: 'Demo',
    });
    const links = based.pages.flatMap((page) => page.links.map((l) => l.href));
    expect(links.every((href) => href.startsWith('/site/'))).toBe(true);
  });
});

describe('apiPageContent', () => {
  it('has an element for every anchor of the outline, and no other ids', async () => {
    for (const page of outline.pages) {
      if (page.kind === 'changelog') continue;
      const tree = await content(page.route);
      const ids: string[] = [];
      visit(tree, 'element', (node: Element) => {
        if (typeof node.properties.id === 'string') ids.push(node.properties.id);
      });
      expect(ids, page.route).toEqual(page.anchors);
    }
  });

  it('renders a class: members with flags, parameters, returns, examples, source links', async () => {
    const html = toHtml(await content('/api/core/class/Server'));
    expect(html).toContain(
      '<h3 class="api-member" id="findUser"><code><span class="ident">find<wbr>User</span></code></h3>',
    );
    expect(html).toContain('<a class="api-ref" href="/api/types/interface/User">User</a>');
    expect(html).toContain('<span class="api-flag api-flag-readonly">readonly</span>');
    expect(html).toContain('<span class="api-flag api-flag-deprecated">deprecated</span>');
    expect(html).toContain('Deprecated');
    expect(html).toContain('<td data-label="Parameter"><code>id</code></td>');
    expect(html).toMatch(/Returns<\/p><p><code>.*User.*<\/code> — The user\.<\/p>/);
    expect(html).toContain('<div class="md">```ts\nnew Server();\n```</div>');
    expect(html).toContain('href="https://git.example/blob/main/packages/core/src/server.ts#L9"');
    expect(html).toContain('<a href="/api/types/interface/User">User</a>');
  });

  it('renders an enum with every member and its value, and an overview with type aliases in full', async () => {
    const html = toHtml(await content('/api/core/enum/Errors'));
    // Names and values may wrap between their words (<wbr>), never in the middle of one.
    expect(html).toContain(
      '<tr id="NotFound"><td data-label="Member"><code><span class="ident">Not<wbr>Found</span></code></td><td data-label="Value"><code><span class="ident">"Not<wbr>Found"</span></code></td>',
    );
    const types = toHtml(await content('/api/types'));
    // An object type alias keeps its members' comments, as TypeDoc's "Type declaration".
    expect(types).toContain('<p class="api-label">Type declaration</p>');
    expect(types).toContain(
      '<td data-label="Property"><code>nickname?</code></td><td data-label="Type"><code><span class="api-intrinsic">string</span></code></td><td data-label="Description">Shown instead of the e-mail.</td>',
    );
    expect(types).toContain('<h3 class="api-member" id="UserId">');
    expect(types).toContain('npm install @demo/types');
    const landing = toHtml(await content('/api'));
    // Each package by its npm name, linked to its page.
    expect(landing).toContain(
      '<a href="/api/core"><code><span class="ident">@demo/<wbr>core</span></code></a>',
    );
  });

  it("summarises a function by its signature's comment (where TypeDoc puts it)", async () => {
    expect(byRoute.get('/api/core/function/stop')!.description).toBe('Stops the server.');
    const html = toHtml(await content('/api/core'));
    expect(html).toContain(
      '<td data-label="Name"><a href="/api/core/function/stop"><code>stop</code></a></td><td data-label="Summary">Stops the server.</td>',
    );
  });

  it('shows an unresolved {@link} as code, not as a link', async () => {
    const html = toHtml(await content('/api/core/function/start'));
    expect(html).toContain('Broken: <code>Nope</code>');
  });
});
