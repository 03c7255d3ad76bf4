import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '@accounts-docs/markdown';
import { editReach, type CompiledSource } from '../src/compiled-source.ts';

const themes = { light: 'github-light', dark: 'github-dark' };

/** A source as the content stage compiles it (no code blocks: no highlighter needed). */
async function source(text: string): Promise<CompiledSource> {
  const { hast: _hast, ...meta } = await compileMarkdown(text, { file: '/site/docs/page.md', themes });
  return { file: '/site/docs/page.md', meta, fields: {} as CompiledSource['fields'], contentKey: text };
}

const BEFORE = `---
title: A page
---

The first paragraph, the page's description.

## Setup

Install it, then see [the usage](#usage) and [the next page](./next.md).

## Usage

Call it.
`;

async function reach(after: string) {
  return editReach({ previous: await source(BEFORE), next: await source(after) });
}

describe('editReach', () => {
  it('is the content for an edit of a paragraph, even one that moves the links', async () => {
    expect(await reach(BEFORE.replace('Call it.', 'Call it.\n\nA second paragraph.'))).toBe('content');
    expect(await reach(BEFORE.replace('Install it, then', 'Install it and configure it, then'))).toBe('content');
  });

  it('is the headings for a heading added, renamed or removed, and for a link to an anchor of the page', async () => {
    expect(await reach(`${BEFORE}\n## Troubleshooting\n\nRestart it.\n`)).toBe('headings');
    expect(await reach(BEFORE.replace('## Usage', '## Calling it'))).toBe('headings');
    expect(await reach(BEFORE.replace('## Setup\n', ''))).toBe('headings');
    expect(await reach(BEFORE.replace('(#usage)', '(#setup)'))).toBe('headings');
  });

  it('is the site for an edit that other pages or the head read', async () => {
    expect(await reach(BEFORE.replace('title: A page', 'title: Another page'))).toBe('site');
    expect(await reach(BEFORE.replace("the page's description", 'what the page is about'))).toBe('site');
    expect(await reach(BEFORE.replace('./next.md', './other.md'))).toBe('site');
    // An h1 that opens the page is its title in the layout.
    expect(await reach(BEFORE.replace('The first paragraph', '# A page\n\nThe first paragraph'))).toBe('site');
    // A heading and a link to another page: the link decides.
    expect(await reach(`${BEFORE.replace('./next.md', './other.md')}\n## More\n`)).toBe('site');
  });
});
