/**
 * Property tests: whatever markdown and front matter a page holds, compiling it either works
 * or fails with diagnostics that each name a place in the file; it never throws anything else.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { compileMarkdown } from '../src/index.ts';

const file = '/site/docs/generated.md';

/** A few characters markdown, YAML and URLs give meaning to, and some that break terminals. */
const tricky = fc.constantFrom(
  ':',
  ':::',
  '::',
  '[',
  ']',
  '(',
  ')',
  '{#',
  '}',
  '#',
  '*',
  '_',
  '`',
  '```',
  '~~~',
  '>',
  '-',
  '+',
  '1.',
  '\\',
  '&#106;',
  '%00',
  '%2e',
  '\u0000',
  '\u001b',
  '\t',
  '\r',
  '\u2028',
  '&',
  '<a href="x">',
  '!',
  '|',
  '---',
);
const word = fc.oneof(
  fc.string({ maxLength: 12 }),
  tricky,
  fc.constantFrom('note', 'tip', 'warning', 'notice', 'title', 'slug'),
);
const inline = fc.array(word, { maxLength: 8 }).map((parts) => parts.join(' '));

const link = fc
  .tuple(
    fc.constantFrom(
      'javascript:',
      'data:text/html,',
      '/docs/',
      './',
      '../',
      'https://x.example/',
      '#',
      'mailto:',
      '',
    ),
    fc.string({ maxLength: 10 }),
  )
  .map(([scheme, rest]) => `[${rest || 'x'}](${scheme}${rest.replace(/[\s()]/g, '')})`);

const indent = fc.integer({ min: 0, max: 12 }).map((n) => ' '.repeat(n));
const line: fc.Arbitrary<string> = fc.oneof(
  inline,
  link,
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), inline, fc.option(fc.string({ maxLength: 6 })))
    .map(([depth, text, id]) => `${'#'.repeat(depth)} ${text}${id === null ? '' : ` {#${id}}`}`),
  fc.tuple(indent, fc.constantFrom('- ', '* ', '1. ', '> ', '>> '), inline).map((parts) => parts.join('')),
  fc
    .tuple(
      fc.integer({ min: 3, max: 5 }),
      fc.constantFrom('note', 'tip', 'danger', 'info', 'nope', ''),
      fc.option(inline),
    )
    .map(([colons, type, title]) => `${':'.repeat(colons)}${type}${title === null ? '' : ` ${title}`}`),
  fc.constantFrom('```', '```ts title="a.ts" {1,3}', '~~~', ':::', '::::', '', '---', '    indented code'),
  // Now and then a line nested near or past the limit.
  fc
    .tuple(fc.integer({ min: 90, max: 260 }), fc.constantFrom('>', '- ', '  ', '*'), inline)
    .map(([n, unit, text]) => `${unit.repeat(n)} ${text}`),
);

const yamlValue = fc.oneof(
  inline.map((text) => JSON.stringify(text)),
  fc.constantFrom(
    '/../../tmp/x',
    '42',
    '007',
    'true',
    'null',
    '[a, b]',
    '{a: 1}',
    '&a x',
    '*a',
    '*missing',
    '!!js/function f',
    '|',
    "'unclosed",
    '"\\0"',
  ),
);
const frontMatter = fc
  .array(
    fc.tuple(fc.constantFrom('title', 'id', 'slug', 'description', 'sidebar_label', 'x', 'title'), yamlValue),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}: ${value}`).join('\n'));

const page = fc
  .tuple(fc.option(frontMatter), fc.boolean(), fc.array(line, { maxLength: 30 }))
  .map(
    ([fm, closed, lines]) => (fm === null ? '' : `---\n${fm}\n${closed ? '---\n' : ''}`) + lines.join('\n'),
  );

describe('compileMarkdown on generated pages', () => {
  it('compiles, or fails with diagnostics that each have a place; nothing else is thrown', async () => {
    await fc.assert(
      fc.asyncProperty(page, async (source) => {
        try {
          const result = await compileMarkdown(source, { file });
          for (const diagnostic of result.diagnostics) {
            expect(diagnostic.file).toBe(file);
            expect(diagnostic.line).toBeGreaterThanOrEqual(1);
            expect(diagnostic.column).toBeGreaterThanOrEqual(1);
          }
          // An unsafe link never survives as a clickable one.
          expect(JSON.stringify(result.hast)).not.toMatch(/"href":"\s*(javascript|data):/i);
        } catch (error) {
          if (!(error instanceof DiagnosticError)) throw error;
          expect(error.diagnostics.length).toBeGreaterThan(0);
          for (const diagnostic of error.diagnostics) {
            expect(diagnostic.file).toBe(file);
            expect(diagnostic.line).toBeGreaterThanOrEqual(1);
            expect(diagnostic.column).toBeGreaterThanOrEqual(1);
            expect(diagnostic.ruleId).toMatch(/^[a-z-]+$/);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
