import { describe, expect, it } from 'vitest';
import { isExternalHref, isMarkdownHref, withoutMarkdownExtension } from '../src/index.ts';

describe('the link classifier every stage uses', () => {
  it('knows another site or scheme from a path of the site', () => {
    for (const href of ['https://a.dev/x', 'mailto:a@b.c', 'tel:123', '//cdn.dev/a.js', '\\\\host\\share'])
      expect(isExternalHref(href), href).toBe(true);
    for (const href of ['/docs/x', 'docs/x', '../x.md', '#anchor', '', '?q=1'])
      expect(isExternalHref(href), href).toBe(false);
  });

  it('knows a link to a markdown source, before its query or hash', () => {
    for (const href of ['./server.md', 'a.MDX', 'notes.markdown', 'server.md#options', 'x.md?raw'])
      expect(isMarkdownHref(href), href).toBe(true);
    for (const href of ['/docs/server', 'server.md.html', 'a.mdown'])
      expect(isMarkdownHref(href), href).toBe(false);
    expect(withoutMarkdownExtension('server.mdx')).toBe('server');
  });
});
