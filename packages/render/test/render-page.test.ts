import { docusaurusSiteConfig } from './site-config.ts';
import type { SiteData } from '@accounts-docs/site-theme';
import { describe, expect, it } from 'vitest';
import type { Root } from 'hast';
import type { Page } from '@accounts-docs/pages';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hastToReact, renderPage } from '../src/index.ts';

const site: SiteData = {
  title: 'Site',
  tagline: '',
  url: 'https://example.com',
  baseUrl: '/base/',
  navbar: { items: [], homeRoute: '/', hideOnScroll: false },
  footer: { style: 'dark', links: [] },
  docsVersions: [],
  docsPluginId: 'default',
  colorMode: { defaultMode: 'light', disableSwitch: false },
  docusaurus: { siteConfig: docusaurusSiteConfig('Site', '/base/'), codeTranslations: {} },
  headTags: [],
  search: {
    pageUrl: '/base/search',
    pagefindUrl: '/base/pagefind/pagefind.js',
    baseUrl: '/base/',
    suggestions: [],
  },
};
const hast: Root = {
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        {
          type: 'element',
          tagName: 'a',
          properties: { href: './other.md' },
          children: [{ type: 'text', value: 'other' }],
        },
        {
          type: 'element',
          tagName: 'a',
          properties: { href: 'https://x.example' },
          children: [{ type: 'text', value: 'x' }],
        },
      ],
    },
  ],
};
const page: Page = {
  route: '/docs/a',
  outFile: 'docs/a/index.html',
  head: {
    title: 'A',
    description: 'About A',
    canonical: 'https://example.com/base/docs/a',
    ogType: 'article',
    noindex: false,
  },
  view: { kind: 'markdown', title: 'A', hasH1: false },
  linkMap: { './other.md': '/base/docs/other' },
  contentKey: 'k',
};

describe('renderPage', () => {
  it('renders a full document with the content, links rewritten by the link map', () => {
    const html = renderPage(page, hast, {
      site,
      assets: { css: ['/base/assets/a.css'], js: ['/base/assets/a.js'] },
    });
    expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
    expect(html).toContain('<title>A | Site</title>');
    expect(html).toContain('<a href="/base/docs/other">other</a>');
    expect(html).toContain('<a href="https://x.example">x</a>');
    expect(html).toContain('<link rel="stylesheet" href="/base/assets/a.css"/>');
    expect(html).toContain('<h1>A</h1>');
    expect(html).not.toContain('EventSource');
  });

  it('adds the dev script only when asked', () => {
    expect(renderPage(page, hast, { site, assets: { css: [], js: [] }, devScript: 'reloadMe()' })).toContain(
      '<script>reloadMe()</script>',
    );
  });

  it('follows the config colour mode: a dark default, and no switch when it is disabled', () => {
    const render = (colorMode: SiteData['colorMode']) =>
      renderPage(page, hast, { site: { ...site, colorMode }, assets: { css: [], js: [] } });
    const light = render({ defaultMode: 'light', disableSwitch: false });
    expect(light).toContain('data-theme="light"');
    expect(light).toContain('color-mode-toggle');
    const dark = render({ defaultMode: 'dark', disableSwitch: false });
    expect(dark).toContain('<html lang="en" dir="ltr" data-theme="dark">');
    expect(dark).toContain(`t==='light'?'light':'dark'`);
    const fixed = render({ defaultMode: 'dark', disableSwitch: true });
    expect(fixed).not.toContain('color-mode-toggle');
    expect(fixed).not.toContain("getItem('theme')===");
    expect(fixed).toContain(`d.setAttribute('data-theme','dark')`);
  });

  it("gives the navbar Infima's class of its style, which a Docusaurus site's CSS targets", () => {
    const render = (style?: 'dark' | 'primary') =>
      renderPage(page, hast, {
        site: { ...site, navbar: { ...site.navbar, ...(style ? { style } : {}) } },
        assets: { css: [], js: [] },
      });
    expect(render()).toContain('<header class="navbar">');
    expect(render('dark')).toContain('<header class="navbar navbar--dark">');
    expect(render('primary')).toContain('<header class="navbar navbar--primary">');
  });
});

describe('hastToReact', () => {
  const html = (tree: Root, linkMap?: Record<string, string>) =>
    renderToStaticMarkup(createElement(Fragment, null, hastToReact(tree, linkMap)));
  const el = (tagName: string, properties: Record<string, string>, text = ''): Root['children'][number] => ({
    type: 'element',
    tagName,
    properties,
    children: text ? [{ type: 'text', value: text }] : [],
  });

  it('writes the code of a raw <script> or <style> as is (React would escape `&&` and `<`)', () => {
    const tree: Root = {
      type: 'root',
      children: [el('script', {}, 'if (a && b < c) go();'), el('style', {}, 'a > b { color: red }')],
    };
    for (const linkMap of [undefined, { '/x': '/base/x' }])
      expect(html(tree, linkMap)).toBe(
        '<script>if (a && b < c) go();</script><style>a > b { color: red }</style>',
      );
  });

  it('rewrites image sources by the link map, like links', () => {
    const tree: Root = { type: 'root', children: [el('img', { src: '/img/a.png', alt: 'a' })] };
    expect(html(tree, { '/img/a.png': '/base/img/a.png' })).toBe('<img src="/base/img/a.png" alt="a"/>');
  });
});
