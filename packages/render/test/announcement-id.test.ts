import { docusaurusSiteConfig } from './site-config.ts';
import { fromHtml } from 'hast-util-from-html';
import { selectAll } from 'hast-util-select';
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import type { Page } from '@accounts-docs/pages';
import { renderPage } from '../src/index.ts';

const toString = (element: Element): string =>
  element.children
    .map((child) => ('value' in child ? child.value : child.type === 'element' ? toString(child) : ''))
    .join('');

const page: Page = {
  route: '/',
  outFile: 'index.html',
  head: { title: 'Home', description: undefined, canonical: undefined, ogType: 'website', noindex: false },
  view: { kind: 'markdown', title: 'Home', hasH1: false },
  linkMap: {},
  contentKey: undefined,
};

/** The schema refuses such ids; the theme must still not let one out of its context. */
describe('an announcement id in the page', () => {
  it.each([
    '</style><script>window.pwned=1</script>',
    'x"]{}</STYLE><img src=x onerror=alert(1)>',
    'a\'b\\"c\n</style >',
  ])('stays inside its CSS string and attribute: %j', (id) => {
    const html = renderPage(page, undefined, {
      site: {
        title: 'Site',
        tagline: '',
        url: 'https://example.com',
        baseUrl: '/',
        navbar: { items: [], homeRoute: '/', hideOnScroll: false },
        footer: { style: 'dark', links: [] },
        docsVersions: [],
        docsPluginId: 'default',
        colorMode: { defaultMode: 'light', disableSwitch: false },
        docusaurus: { siteConfig: docusaurusSiteConfig('Site', '/'), codeTranslations: {} },
        headTags: [],
        search: { pageUrl: '/search', pagefindUrl: '/pagefind/pagefind.js', baseUrl: '/', suggestions: [] },
        announcementBar: { id, content: 'Hello', isCloseable: true },
      },
      assets: { css: [], js: [] },
    });
    const tree = fromHtml(html);
    expect(selectAll('img', tree)).toHaveLength(0);
    expect(selectAll('script', tree).map((s) => toString(s))).not.toContainEqual(
      expect.stringContaining('pwned'),
    );
    const styles = selectAll('style', tree);
    expect(styles).toHaveLength(1);
    const css = toString(styles[0]!);
    expect(css).not.toMatch(/[<>]/);
    expect(css).toMatch(/^html\[data-announcement-dismissed="[^"]*"\] \.announcement-bar\{display:none\}$/);
    expect(selectAll('.announcement-bar', tree)[0]?.properties.dataAnnouncementId).toBe(id);
  });
});
