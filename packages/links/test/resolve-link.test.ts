import { describe, expect, it } from 'vitest';
import { resolveLink } from '../src/index.ts';
import { siteRoutes } from './routes.ts';

const routes = siteRoutes();
const from = (route: string) => (href: string) => resolveLink(href, route, routes);

describe('resolveLink', () => {
  const onServer = from('/docs/server');

  it.each([
    'https://github.com/accounts-js/accounts',
    'http://localhost/docs/server',
    'mailto:team@accountsjs.com',
    'tel:+331234',
    'javascript:void(0)',
    'ftp://example.com/x',
    '//cdn.example.com/docs/server',
    '\\\\cdn.example.com/docs/server',
    '  https://example.com',
  ])('does not check the external link %s', (href) => {
    expect(onServer(href)).toEqual({ kind: 'external' });
  });

  it('matches a route exactly', () => {
    expect(onServer('/docs/introduction')).toEqual({ kind: 'page', route: '/docs/introduction' });
    expect(onServer('/')).toEqual({ kind: 'page', route: '/' });
  });

  it.each([
    ['/docs/introduction/', '/docs/introduction'],
    ['/docs/introduction.html', '/docs/introduction'],
    ['/docs/introduction/index.html', '/docs/introduction'],
    ['/index.html', '/'],
  ])('takes %s for the page %s', (href, route) => {
    expect(onServer(href)).toEqual({ kind: 'page', route });
  });

  it('matches served files, without looking at their anchors', () => {
    expect(onServer('/img/logo.svg')).toEqual({ kind: 'file', path: '/img/logo.svg' });
    expect(onServer('/sitemap.xml#nothing')).toEqual({ kind: 'file', path: '/sitemap.xml' });
    expect(onServer('/img/logo.svg/')).toEqual({
      kind: 'missing',
      path: '/img/logo.svg/',
      outsideBase: false,
    });
  });

  it('resolves relative hrefs from the page URL, as a browser does', () => {
    expect(from('/docs/databases/mongo')('../server')).toEqual({ kind: 'page', route: '/docs/server' });
    expect(onServer('introduction')).toEqual({ kind: 'page', route: '/docs/introduction' });
    expect(onServer('./introduction#why')).toEqual({
      kind: 'page',
      route: '/docs/introduction',
      anchor: 'why',
    });
    expect(onServer('databases/mongo')).toEqual({ kind: 'page', route: '/docs/databases/mongo' });
    expect(onServer('../')).toEqual({ kind: 'page', route: '/' });
    expect(onServer('../../../docs/server')).toEqual({ kind: 'page', route: '/docs/server' });
    expect(onServer('/docs/databases/../server')).toEqual({ kind: 'page', route: '/docs/server' });
    expect(onServer('/docs/%2e%2e/docs/server')).toEqual({ kind: 'page', route: '/docs/server' });
  });

  it('decodes percent-escapes in the path and the hash', () => {
    expect(onServer('/docs/caf%C3%A9')).toEqual({ kind: 'page', route: '/docs/café' });
    expect(onServer('/docs/café')).toEqual({ kind: 'page', route: '/docs/café' });
    expect(onServer('caf%C3%A9#cr%C3%A8me')).toEqual({ kind: 'page', route: '/docs/café', anchor: 'crème' });
    expect(onServer('/docs/caf%E9')).toEqual({ kind: 'missing', path: '/docs/caf%E9', outsideBase: false });
  });

  it('strips the query string', () => {
    expect(onServer('/docs/introduction?tab=npm#install')).toEqual({
      kind: 'page',
      route: '/docs/introduction',
      anchor: 'install',
    });
    expect(onServer('?tab=npm')).toEqual({ kind: 'page', route: '/docs/server' });
    expect(onServer('/docs/server#a?b')).toEqual({ kind: 'page', route: '/docs/server', anchor: 'a?b' });
  });

  it('resolves a hash alone to the page itself; an empty hash has no anchor', () => {
    expect(onServer('#options')).toEqual({ kind: 'page', route: '/docs/server', anchor: 'options' });
    expect(onServer('#')).toEqual({ kind: 'page', route: '/docs/server' });
    expect(onServer('')).toEqual({ kind: 'page', route: '/docs/server' });
    expect(onServer('/docs/introduction#')).toEqual({ kind: 'page', route: '/docs/introduction' });
  });

  it('reports a path nothing is served at', () => {
    expect(onServer('/docs/srever')).toEqual({ kind: 'missing', path: '/docs/srever', outsideBase: false });
    expect(onServer('/docs//server')).toEqual({ kind: 'missing', path: '/docs//server', outsideBase: false });
  });

  it('ignores whitespace around the href and tabs or newlines in it, like the URL parser', () => {
    expect(onServer(' /docs/introduction\n')).toEqual({ kind: 'page', route: '/docs/introduction' });
    expect(onServer('/docs/intro\tduction')).toEqual({ kind: 'page', route: '/docs/introduction' });
  });

  describe('with a base URL other than /', () => {
    const based = siteRoutes('/docs-site/');
    const resolve = (href: string, route = '/docs/server') => resolveLink(href, route, based);

    it('strips the base URL before matching', () => {
      expect(resolve('/docs-site/docs/introduction')).toEqual({ kind: 'page', route: '/docs/introduction' });
      expect(resolve('/docs-site/')).toEqual({ kind: 'page', route: '/' });
      expect(resolve('/docs-site/index.html')).toEqual({ kind: 'page', route: '/' });
      expect(resolve('/docs-site/img/logo.svg')).toEqual({ kind: 'file', path: '/img/logo.svg' });
    });

    it('takes the base URL without its trailing slash for the home page', () => {
      expect(resolve('/docs-site#features')).toEqual({ kind: 'page', route: '/', anchor: 'features' });
    });

    it('resolves relative hrefs from the page URL under the base URL', () => {
      expect(resolve('introduction')).toEqual({ kind: 'page', route: '/docs/introduction' });
      expect(resolve('../')).toEqual({ kind: 'page', route: '/' });
      expect(resolve('docs/server', '/')).toEqual({ kind: 'page', route: '/docs/server' });
    });

    it('reports a path outside the base URL', () => {
      expect(resolve('/docs/server')).toEqual({ kind: 'missing', path: '/docs/server', outsideBase: true });
      expect(resolve('../../x')).toEqual({ kind: 'missing', path: '/x', outsideBase: true });
    });
  });

  it('gives the same answer without the URL parser as with it, for site-absolute hrefs', () => {
    // The URL parser is skipped for plain site-absolute hrefs (performance); it must not
    // change a single answer. Relative forms of the same hrefs always go through the parser.
    const hrefs = [
      '/docs/server',
      '/docs/server/',
      '/docs/server.html#options',
      '/docs/server?x=1#events',
      '/docs/caf%C3%A9#cr%C3%A8me',
      '/docs/café#crème',
      '/docs/caf%E9',
      '/docs/a b',
      '/docs/server#%',
      '/docs/server#with space',
      '/docs/.hidden',
      '/docs/..more',
      '/index.html',
      '/img/logo.svg',
      '/docs/server#a#b',
      '/docs/"quoted"',
      '/docs/{x}',
    ];
    for (const href of hrefs) {
      const relative = `..${href}`; // from /docs/server, `../docs/x` is `/docs/x`
      expect(onServer(relative), href).toEqual(onServer(href));
    }
  });
});
