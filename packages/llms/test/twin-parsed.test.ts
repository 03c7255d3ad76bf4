import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMarkdown, type ParsedMarkdown } from '@accounts-docs/markdown';
import { describe, expect, it } from 'vitest';
import { plainMarkdownTree, stringifyMarkdown } from '../src/markdown-text.ts';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../content/docs');
const guides = readdirSync(docs, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join(docs, file));
const url = (written: string) => `https://example.com${written.startsWith('/') ? '' : '/'}${written}`;

async function compiledParse(source: string, file = 'page.md'): Promise<ParsedMarkdown> {
  const { parsed } = await compileMarkdown(source, { file, keepParse: true });
  expect(parsed).toBeTypeOf('string');
  return JSON.parse(parsed!) as ParsedMarkdown;
}

const twin = (source: string, parsed?: ParsedMarkdown) =>
  stringifyMarkdown(plainMarkdownTree(source, { url, ...(parsed ? { parsed } : {}) }));

describe("guide twins from the compile's parse (no second parse of the page)", () => {
  it('are the twins of their own parse, for every guide page', async () => {
    expect(guides.length).toBeGreaterThan(10);
    for (const file of guides) {
      const source = readFileSync(file, 'utf8');
      expect(twin(source, await compiledParse(source, file)), file).toBe(twin(source));
    }
  });

  it("take the compile's tree when it is the parse of the same text", async () => {
    const source = '# Title\n\nThe first paragraph.\n';
    const parsed = await compiledParse(source);
    const paragraph = parsed.tree.children[1] as { children: { value: string }[] };
    paragraph.children[0]!.value = 'Taken from the compile.';
    expect(twin(source, parsed)).toContain('Taken from the compile.');
  });

  it('parse the page themselves when the text differs (the file changed since), or the compile read it another way', async () => {
    const stale = await compiledParse('# Title\n\nAn older text.\n');
    expect(twin('# Title\n\nThe new text.\n', stale)).toContain('The new text.');
    // A legacy admonition title inside a code block: the compile leaves the code as it is.
    const legacy = '```md\n:::tip A title\nText\n:::\n```\n';
    const legacyParse = await compiledParse(legacy);
    expect(twin(legacy, legacyParse)).toBe(twin(legacy));
    // TOML front matter is the twin's syntax, not the compile's.
    const toml = '+++\ntitle = "T"\n+++\n\n# T\n';
    expect(twin(toml, await compiledParse(toml))).toBe(twin(toml));
  });

  it('are not kept for MDX, nor unless asked', async () => {
    expect((await compileMarkdown('# MDX\n', { file: 'page.mdx', keepParse: true })).parsed).toBeUndefined();
    expect((await compileMarkdown('# MD\n', { file: 'page.md' })).parsed).toBeUndefined();
  });
});
