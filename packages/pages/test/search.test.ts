import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { SidebarItem } from '@accounts-docs/site-model';
import { searchRoute, searchSettings } from '../src/index.ts';

/** The part of a resolved config the search settings read. */
function config(overrides: Partial<Record<keyof ResolvedConfig, unknown>> = {}): ResolvedConfig {
  return {
    baseUrl: '/base/',
    docs: { version: { name: 'current' } },
    navbar: { items: [] },
    footer: { links: [] },
    ...overrides,
  } as unknown as ResolvedConfig;
}

const doc = (id: string): SidebarItem => ({ type: 'doc', id, label: id.toUpperCase(), route: `/docs/${id}` });

describe('searchSettings', () => {
  it('without algolia: the Pagefind index alone, the search page at /search under the base URL', () => {
    const settings = searchSettings(config(), {});
    expect(settings).toEqual({
      pageUrl: '/base/search',
      pagefindUrl: '/base/pagefind/pagefind.js',
      baseUrl: '/base/',
      suggestions: [],
    });
  });

  it("with algolia: DocSearch's contextual facet filters for the docs version, or none", () => {
    const algolia = {
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
      contextualSearch: true,
      searchPagePath: 'find/',
    };
    const on = searchSettings(config({ algolia, docs: { version: { name: '2.x' } } }), {});
    expect(on.pageUrl).toBe('/base/find');
    expect(on.algolia).toEqual({
      appId: 'A',
      apiKey: 'k',
      indexName: 'i',
      facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.x']],
    });
    const off = searchSettings(config({ algolia: { ...algolia, contextualSearch: false } }), {});
    expect(off.algolia?.facetFilters).toEqual([]);
  });

  it('suggests the first five docs of the first sidebar, in reading order, categories opened', () => {
    const sidebar: SidebarItem[] = [
      {
        type: 'category',
        label: 'Start',
        collapsed: false,
        items: [doc('a'), { type: 'link', label: 'x', href: 'https://x.example' }, doc('b')],
      },
      doc('c'),
      { type: 'category', label: 'More', collapsed: true, items: [doc('d'), doc('e'), doc('f')] },
    ];
    expect(searchSettings(config(), { docs: sidebar, other: [doc('z')] }).suggestions).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((id) => ({ label: id.toUpperCase(), url: `/base/docs/${id}` })),
    );
  });

  it('links "Let us know." to the issues of the GitHub repository of the navbar or the footer', () => {
    const footer = {
      links: [{ title: 'More', items: [{ label: 'Code', href: 'https://github.com/owner/repo.git' }] }],
    };
    expect(searchSettings(config({ footer }), {}).issuesUrl).toBe('https://github.com/owner/repo/issues');
    const navbar = {
      items: [{ label: 'GitHub', href: 'https://github.com/o/r/tree/main', position: 'right' }],
    };
    expect(searchSettings(config({ navbar }), {}).issuesUrl).toBe('https://github.com/o/r/issues');
  });
});

describe('searchRoute', () => {
  it('is /search by default and the configured path otherwise', () => {
    expect(searchRoute(config())).toBe('/search');
    expect(searchRoute(config({ algolia: { searchPagePath: '/look/up/' } }))).toBe('/look/up');
  });
});
