import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breakable, identifierSegments } from '../src/components/Breakable.tsx';
import { Breadcrumbs } from '../src/components/Breadcrumbs.tsx';
import type { RenderContext } from '../src/context.ts';

describe('identifierSegments', () => {
  it.each([
    ['AuthenticateWithServiceErrors', ['Authenticate', 'With', 'Service', 'Errors']],
    ['@accounts/apollo-link', ['@accounts/', 'apollo-', 'link']],
    ['"ServiceNotFound"', ['"Service', 'Not', 'Found"']],
    ['snake_case.name', ['snake_', 'case.', 'name']],
    ['v2Api', ['v2', 'Api']],
    // No break inside a run of capitals, before a leading "@", or after a trailing "/".
    ['ID', ['ID']],
    ['@', ['@']],
    ['docs/', ['docs/']],
    ['Getting started', ['Getting started']],
  ])('%s', (name, segments) => {
    expect(identifierSegments(name)).toEqual(segments);
    expect(identifierSegments(name).join('')).toBe(name);
  });
});

describe('Breakable', () => {
  it('puts <wbr> between the segments, in one inline block (span.ident), and adds no text', () => {
    expect(renderToStaticMarkup(createElement(Breakable, { text: 'ServiceNotFound' }))).toBe(
      '<span class="ident">Service<wbr/>Not<wbr/>Found</span>',
    );
    expect(renderToStaticMarkup(createElement(Breakable, { text: 'Overview' }))).toBe('Overview');
  });
});

describe('Breadcrumbs', () => {
  const ctx = { urlTo: (route: string) => route } as RenderContext;
  const crumbs = (trail: { label: string; route?: string }[], title: string) =>
    [
      ...renderToStaticMarkup(createElement(Breadcrumbs, { ctx, trail, title })).matchAll(
        /<li[^>]*>(.*?)<\/li>/g,
      ),
    ].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

  it('leaves out a last crumb named like the page', () => {
    expect(crumbs([{ label: 'Introduction' }], 'Introduction')).toEqual(['Home', 'Introduction']);
    expect(
      crumbs(
        [
          { label: 'API reference', route: '/api' },
          { label: '@accounts/server', route: '/api/server' },
        ],
        '@accounts/server',
      ),
    ).toEqual(['Home', 'API reference', '@accounts/server']);
  });

  it('keeps every crumb of a page named otherwise', () => {
    expect(crumbs([{ label: 'Strategies' }, { label: 'Password' }], 'Password client')).toEqual([
      'Home',
      'Strategies',
      'Password',
      'Password client',
    ]);
  });
});
