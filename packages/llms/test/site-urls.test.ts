import { describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import * as llms from '../src/index.ts';
import { createSiteUrls } from '../src/site-urls.ts';

const routes = new Set(['/', '/docs/server', '/docs/databases/mongo', '/api/server']);

describe('the URLs twins link with', () => {
  const urls = createSiteUrls({
    url: 'https://example.com/',
    routeTable: new RouteTable('/site/'),
    routes,
    twins: true,
  });

  it('gives a page its canonical URL and its twin the .md beside it (index.md for /)', () => {
    expect(urls.page('/docs/server')).toBe('https://example.com/site/docs/server');
    expect(urls.twin('/docs/server')).toBe('https://example.com/site/docs/server.md');
    expect(urls.twin('/')).toBe('https://example.com/site/index.md');
  });

  it('resolves an href like a browser on the page, a page of the site leading to its twin', () => {
    expect(urls.absolute('/site/docs/server#options', '/docs/databases/mongo')).toBe(
      'https://example.com/site/docs/server.md#options',
    );
    expect(urls.absolute('../server', '/docs/databases/mongo')).toBe(
      'https://example.com/site/docs/server.md',
    );
    expect(urls.absolute('/site/docs/server/', '/')).toBe('https://example.com/site/docs/server.md');
    expect(urls.absolute('/site/docs/server.html?x=1', '/')).toBe(
      'https://example.com/site/docs/server.md?x=1',
    );
    expect(urls.absolute('/site/', '/docs/server')).toBe('https://example.com/site/index.md');
  });

  it('makes other paths absolute and leaves other sites, schemes and anchors alone', () => {
    expect(urls.absolute('/site/img/logo.svg', '/docs/server')).toBe('https://example.com/site/img/logo.svg');
    expect(urls.absolute('/elsewhere', '/docs/server')).toBe('https://example.com/elsewhere');
    expect(urls.absolute('https://github.com/x', '/')).toBe('https://github.com/x');
    expect(urls.absolute('mailto:a@example.com', '/')).toBe('mailto:a@example.com');
    expect(urls.absolute('//cdn.example/x.js', '/')).toBe('//cdn.example/x.js');
    expect(urls.absolute('#options', '/docs/server')).toBe('#options');
  });

  it('links to the pages themselves when the twins are off', () => {
    const pages = createSiteUrls({
      url: 'https://example.com',
      routeTable: new RouteTable('/'),
      routes,
      twins: false,
    });
    expect(pages.absolute('/docs/server#a', '/')).toBe('https://example.com/docs/server#a');
    expect(pages.twin('/')).toBe('https://example.com/');
  });
});

describe('public surface of llms', () => {
  it('re-exports the stage and nothing of the markdown toolchain (it loads when a twin renders)', () => {
    expect(Object.keys(llms).sort()).toEqual(
      [
        'LLMS_TWIN_CLASH',
        'LLMS_TWIN_RENDER',
        'LlmsWriter',
        'createSiteUrls',
        'llmsFullPages',
        'llmsFullTxt',
        'llmsRoutes',
        'llmsTxt',
        'markdownTwins',
        'siteUrls',
        'twinClashes',
        'twinnedRoutes',
      ].sort(),
    );
  });
});
