/**
 * Parsing section by section gives the tree a whole-document parse gives, positions included:
 * on every markdown file of the repository and on generated documents made to defeat it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../src/index.ts';
import { parseInSections, sectionStarts, SectionMemo } from '../src/section-parse.ts';

const processor = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective);
const parse = (text: string) => processor.parse(text) as Root;

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Not the hostile fixtures: pages nested thousands deep are parsed whole anyway.
    if (['node_modules', 'build', 'dist', 'hostile'].includes(entry.name) || entry.name.startsWith('.'))
      return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

describe('parseInSections', () => {
  it('gives the whole-document tree for every markdown file of the repository', () => {
    const files = [
      ...markdownFiles(path.join(repository, 'content')),
      ...markdownFiles(path.join(repository, 'packages')),
    ];
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(parseInSections(source, parse, new SectionMemo()), file).toEqual(parse(source));
    }
    // Most guide pages are split: the test compares something.
    const guides = markdownFiles(path.join(repository, 'content/docs'));
    const split = guides.filter((file) => sectionStarts(readFileSync(file, 'utf8')).length > 1);
    expect(split.length).toBeGreaterThan(guides.length / 2);
  });

  it('reparses only the sections that changed, and hands out trees the caller may change', () => {
    const source = readFileSync(path.join(repository, 'content/docs/server.md'), 'utf8');
    const sections = sectionStarts(source).length;
    expect(sections).toBeGreaterThan(3);
    const memo = new SectionMemo();
    let parsed = 0;
    const counting = (text: string) => {
      parsed++;
      return parse(text);
    };
    const first = parseInSections(source, counting, memo);
    expect(parsed).toBe(sections);
    first.children.length = 0; // the caller's tree is its own
    const edited = `${source}\nOne more line.\n`;
    expect(parseInSections(edited, counting, memo)).toEqual(parse(edited));
    expect(parsed).toBe(sections + 1);
  });

  it('keeps a document whole when a construct could reach across a heading', () => {
    const whole = [
      '[ref]: https://example.com\n\n# A\n\ntext [ref]\n\n## B\n',
      'text\n\n- [ref]: /x\n\n## B\n\n[ref]\n',
      '<div>\n\n## Inside\n\n</div>\n\n## After\n',
      '<!--\n\n## Commented out\n\n-->\n',
      ':::tip\n\n## In the tip\n\n:::\n\n## After\n',
      '```\n\n## In code\n',
      '- item\n  ```\n\n## In code?\n  ```\n',
      '+++\ntitle = "x"\n\n# comment\n+++\n',
      'a\rb\n\n## B\n',
    ];
    for (const source of whole) {
      expect(sectionStarts(source).length === 1 || source.startsWith(':::'), source).toBe(true);
      expect(parseInSections(source, parse, new SectionMemo())).toEqual(parse(source));
    }
    expect(sectionStarts('# A\n\ntext\n\n## B\n\nmore\n\n### C\n')).toEqual([0, 11, 23]);
    expect(sectionStarts('---\ntitle: x\n\n# yaml comment\n---\n\n## B\n')).toEqual([0, 34]);
  });

  it('gives the whole-document tree for generated documents', () => {
    const words = fc.constantFrom(
      'text',
      '*em*',
      '`code`',
      '[link][ref]',
      '[^1]',
      '<span>',
      '\\#',
      '|',
      'a | b',
      '```',
      ':::',
    );
    const inline = fc.array(words, { minLength: 1, maxLength: 5 }).map((parts) => `text ${parts.join(' ')}`);
    // What a section split must respect, often; what keeps a document whole, now and then.
    const block = fc.oneof(
      { arbitrary: inline, weight: 18 },
      { arbitrary: fc.constant(''), weight: 24 },
      {
        arbitrary: fc
          .tuple(fc.integer({ min: 1, max: 7 }), inline)
          .map(([depth, text]) => `${'#'.repeat(depth)} ${text}`),
        weight: 12,
      },
      {
        arbitrary: fc.constantFrom(
          '',
          '',
          '',
          '---',
          '===',
          '| a | b |',
          '| - | - |',
          '- item',
          '  - nested',
          '  ## indented in item',
          '1. first',
          '> quote',
          '> ## quoted heading',
          '    indented',
          ' # spaced heading',
          '## heading',
          '# heading',
        ),
        weight: 36,
      },
      {
        // Whole fences and containers, headings and fence-like lines inside.
        arbitrary: fc
          .tuple(
            fc.constantFrom(
              ['```', '```'],
              ['````js', '````'],
              ['~~~', '~~~'],
              [':::tip', ':::'],
              ['::::note', '::::'],
            ),
            fc.array(fc.constantFrom('', '## inside', '# inside', '```', '~~~~', 'code', ':::', '::::'), {
              maxLength: 6,
            }),
          )
          .map(([[open, close], inner]) => [open, ...inner, close].join('\n')),
        weight: 9,
      },
      {
        arbitrary: fc.constantFrom(
          '```',
          ':::tip',
          ':::',
          '  ```',
          '    ```',
          '[ref]: /target',
          '[^1]: note',
          '<div>',
          '</div>',
          '<!-- c',
          '-->',
          '\t# tabbed',
        ),
        weight: 1,
      },
    );
    const doc = fc
      .tuple(fc.boolean(), fc.array(block, { minLength: 8, maxLength: 40 }), fc.constantFrom('\n', '\r\n'))
      .map(([frontMatter, lines, eol]) =>
        (frontMatter ? ['---', 'title: x', '# c', '---', ...lines] : lines).join(eol),
      );
    const memo = new SectionMemo(50);
    let runs = 0;
    let split = 0;
    fc.assert(
      fc.property(doc, (source) => {
        runs++;
        if (sectionStarts(source).length > 1) split++;
        expect(parseInSections(source, parse, memo)).toEqual(parse(source));
      }),
      { numRuns: Number(process.env.SECTION_RUNS ?? 1_000) },
    );
    // Enough of them are split for the comparison to mean something.
    expect(split).toBeGreaterThan(runs / 5);
  });

  it('compiles a page, and an edit of it, to what a whole-document parse compiles', async () => {
    const file = path.join(repository, 'content/docs/getting-started.md');
    const source = readFileSync(file, 'utf8');
    const sections = new SectionMemo();
    for (const text of [source, source.replace(/\n## /, '\n\nA new paragraph.\n\n## ')]) {
      const whole = await compileMarkdown(text, { file });
      const sectioned = await compileMarkdown(text, { file, sections });
      expect(sectioned).toEqual(whole);
    }
    expect(sections.size).toBeGreaterThan(sectionStarts(source).length);
  });
});
