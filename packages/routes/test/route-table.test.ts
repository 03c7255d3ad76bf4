import { describe, expect, it } from 'vitest';
import { RouteTable, routeTableOf } from '../src/index.ts';

describe('RouteTable', () => {
  const base = new RouteTable('/docs-site/');

  it('puts the base URL in front of site paths only', () => {
    expect(base.urlTo('/docs/intro#setup')).toBe('/docs-site/docs/intro#setup');
    expect(base.urlTo('/')).toBe('/docs-site/');
    expect(base.urlTo('https://example.com/a')).toBe('https://example.com/a');
    expect(base.urlTo('//cdn.example.com/a.js')).toBe('//cdn.example.com/a.js');
    expect(base.urlTo('#anchor')).toBe('#anchor');
    expect(base.urlTo('../relative')).toBe('../relative');
    expect(new RouteTable('/').urlTo('/docs/intro')).toBe('/docs/intro');
  });

  it("gives an author's link the base URL once, as Docusaurus's addBaseUrl does", () => {
    expect(base.hrefUrl('/docs-site/img/logo.svg')).toBe('/docs-site/img/logo.svg');
    expect(base.hrefUrl('/docs-site/docs/intro#setup')).toBe('/docs-site/docs/intro#setup');
    expect(base.hrefUrl('/docs-site')).toBe('/docs-site/');
    expect(base.hrefUrl('/docs-site#top')).toBe('/docs-site/#top');
    expect(base.hrefUrl('/img/logo.svg')).toBe('/docs-site/img/logo.svg');
    expect(base.hrefUrl('/docs-sitemap')).toBe('/docs-site/docs-sitemap');
    expect(base.hrefUrl('https://example.com/docs-site/a')).toBe('https://example.com/docs-site/a');
    expect(new RouteTable('/').hrefUrl('/docs/intro')).toBe('/docs/intro');
    // The site's own routes are not authors' links: a route may begin with the base's name.
    expect(new RouteTable('/docs/').urlTo('/docs/intro')).toBe('/docs/docs/intro');
  });

  it('encodes what a URL cannot hold as it is, in the base URL too, and keeps escapes already written', () => {
    expect(new RouteTable('/').urlTo('/docs/a b#x y')).toBe('/docs/a%20b#x y');
    expect(new RouteTable('/').urlTo('/docs/café')).toBe('/docs/caf%C3%A9');
    expect(new RouteTable('/my docs/').urlTo('/docs/intro')).toBe('/my%20docs/docs/intro');
    expect(new RouteTable('/dökümanlar/').urlTo('/')).toBe('/d%C3%B6k%C3%BCmanlar/');
    expect(new RouteTable('/').urlTo('/docs/a%20b?q=1')).toBe('/docs/a%20b?q=1');
    // What a server decodes is the site path again.
    expect(decodeURIComponent(new RouteTable('/').urlTo('/docs/"<{ü}>"'))).toBe('/docs/"<{ü}>"');
  });

  it('reads a URL path back to its site path, and nothing outside the base URL', () => {
    expect(base.pathOf('/docs-site/docs/intro')).toBe('/docs/intro');
    expect(base.pathOf('/docs-site/')).toBe('/');
    expect(base.pathOf('/docs-site')).toBe('/');
    expect(base.pathOf('/other/docs/intro')).toBeUndefined();
    expect(new RouteTable('/').pathOf('/a/b')).toBe('/a/b');
  });

  it('resolves links against the pages and files it is given', () => {
    const site = base.withSite(new Map([['/docs/intro', new Set(['setup'])]]), ['/img/logo.svg']);
    expect(site.resolve('/docs-site/docs/intro#setup', '/')).toEqual({
      kind: 'page',
      route: '/docs/intro',
      anchor: 'setup',
    });
    expect(site.resolve('/docs-site/img/logo.svg', '/')).toEqual({ kind: 'file', path: '/img/logo.svg' });
    expect(site.resolve('/docs/intro', '/')).toEqual({
      kind: 'missing',
      path: '/docs/intro',
      outsideBase: true,
    });
    expect(site.resolve('intro', '/docs/other')).toMatchObject({ kind: 'page', route: '/docs/intro' });
  });

  it('is made once per settings object', () => {
    const settings = { baseUrl: '/x/' };
    expect(routeTableOf(settings)).toBe(routeTableOf(settings));
    const { urlTo } = routeTableOf(settings);
    expect(urlTo('/a')).toBe('/x/a');
  });
});
