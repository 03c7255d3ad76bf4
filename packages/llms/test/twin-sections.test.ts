import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SectionMemo } from '@accounts-docs/markdown';
import { describe, expect, it } from 'vitest';
import { plainMarkdownTree, stringifyMarkdown } from '../src/markdown-text.ts';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/docs');
const guides = readdirSync(docs, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join(docs, file));

describe('guide twins parsed section by section (watch mode)', () => {
  it('are the twins a whole-document parse gives, before and after an edit', () => {
    const sections = new SectionMemo();
    const url = (written: string) => `https://example.com${written.startsWith('/') ? '' : '/'}${written}`;
    expect(guides.length).toBeGreaterThan(10);
    for (const file of guides) {
      const source = readFileSync(file, 'utf8');
      for (const text of [source, `${source}\n\n## Added\n\nA paragraph [with a link](./other.md).\n`]) {
        const whole = stringifyMarkdown(plainMarkdownTree(text, { url }));
        expect(stringifyMarkdown(plainMarkdownTree(text, { url, sections })), file).toBe(whole);
      }
    }
    expect(sections.size).toBeGreaterThan(guides.length);
  });
});
