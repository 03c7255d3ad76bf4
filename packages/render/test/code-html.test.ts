/**
 * The markdown stage writes highlighted code as HTML (`codeHtmlLikeReact`) that the renderer
 * puts in the page as is: it must be byte for byte what rehype-react and `renderToString`
 * write for the same nodes. Checked on random trees and on every code block of content/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import type { Element, ElementContent, Root } from 'hast';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CODE_HTML_PROPERTY,
  codeHtmlLikeReact,
  compileMarkdown,
  createCodeHighlighter,
  type Highlighter,
} from '@accounts-docs/markdown';
import { hastToReact } from '../src/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const THEMES = { light: 'github-light-high-contrast', dark: 'github-dark-default' };

/** What React writes for a `<code>` holding these nodes, through the renderer's own rehype-react. */
function reactHtml(children: ElementContent[], properties: Element['properties'] = {}): string {
  const code: Element = { type: 'element', tagName: 'code', properties, children };
  return renderToString(hastToReact({ type: 'root', children: [code] }) as never);
}

// Texts full of what React escapes or separates; style declarations in the forms Shiki writes
// and in forms a parser might read otherwise (case, vendor prefixes, duplicates, spaces).
const text = fc.oneof(
  fc.constantFrom('', '\n', ' ', '&', '<', '>', '"', "'", 'a&b', '&amp;', '<!-- -->', 'x'),
  fc.string({ unit: fc.constantFrom('a', ' ', '&', '<', '>', '"', "'", '\n', 'é', '\u2028', '{', '}') }),
);
const styleName = fc.constantFrom(
  'color',
  'Color',
  'background-color',
  'font-style',
  'FONT-WEIGHT',
  'text-decoration',
  '--shiki-dark',
  '--shiki-light-font-style',
  '--Shiki-Dark',
  '-webkit-user-select',
  '-ms-filter',
  'ms-filter',
  '-Ms-Flex',
  'border--radius',
  '_x',
  '__proto__',
  'a-',
  'x1',
);
const styleValue = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      '#24292F',
      '#e6edf3',
      'italic',
      'bold',
      ' underline ',
      'inherit',
      '1px solid',
      '0',
      '50%',
      '1.5em',
      '+1',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', 'a&b', 'red !important', '"quoted"', 'url(x)', 'x;y', 'a/*c*/'),
  },
);
const declaration = fc
  .tuple(styleName, fc.constantFrom(':', ' : ', ':\n'), styleValue)
  .map(([name, colon, value]) => `${name}${colon}${value}`);
const style = fc
  .tuple(fc.array(declaration, { maxLength: 4 }), fc.constantFrom('', ';', '; ', ';;', ' '))
  .map(([list, end]) => list.join(';') + end);
const className = fc.oneof(
  fc.constantFrom('line', 'line highlighted', '', ' a ', 'a"b', 'x&y'),
  fc.array(fc.constantFrom('line', 'highlighted', '', 'a<b'), { maxLength: 3 }),
);
const properties = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constant('class'), className),
      fc.tuple(fc.constant('className'), className),
      fc.tuple(fc.constant('style'), style),
      fc.tuple(fc.constant('style'), fc.constant(undefined)),
      fc.tuple(
        fc.constantFrom('class', 'className', 'style', 'id', 'dataLine', 'tabIndex'),
        fc.constant('1'),
      ),
    ),
    { maxLength: 2 },
  )
  .map((entries) => Object.fromEntries(entries) as Element['properties']);
const { node } = fc.letrec<{ node: ElementContent }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: text.map((value): ElementContent => ({ type: 'text', value })), weight: 6 },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.oneof(
            { weight: 12, arbitrary: fc.constantFrom('span', 'em', 'b', 'div') },
            { weight: 1, arbitrary: fc.constantFrom('pre', 'textarea', 'br', 'option') },
          ),
          properties,
          fc.array(tie('node'), { maxLength: 4 }),
        )
        .map(([tagName, props, children]): ElementContent => ({
          type: 'element',
          tagName,
          properties: props,
          children,
        })),
    },
    { arbitrary: fc.constant<ElementContent>({ type: 'comment', value: 'c' }), weight: 1 },
  ),
}));

describe('codeHtmlLikeReact', () => {
  it('writes what renderToString writes, on random trees, or declines', () => {
    let written = 0;
    fc.assert(
      fc.property(fc.array(node, { maxLength: 6 }), (children) => {
        const html = codeHtmlLikeReact(children);
        if (html === undefined) return;
        written++;
        expect(`<code>${html}</code>`).toBe(reactHtml(children));
        // And the renderer writes the property as the code's content, in place of its text.
        expect(reactHtml([{ type: 'text', value: 'ignored' }], { [CODE_HTML_PROPERTY]: html })).toBe(
          `<code>${html}</code>`,
        );
      }),
      { numRuns: 3000 },
    );
    // The generator must mostly make trees the serialiser writes, or the check says little.
    expect(written).toBeGreaterThan(1000);
  });

  it('declines what it does not write alike', () => {
    const span = (properties: Element['properties']): ElementContent[] => [
      { type: 'element', tagName: 'span', properties, children: [{ type: 'text', value: 'x' }] },
    ];
    expect(codeHtmlLikeReact(span({ style: 'color: red !important' }))).toBeUndefined();
    expect(codeHtmlLikeReact(span({ style: 'content: "a;b"' }))).toBeUndefined();
    expect(codeHtmlLikeReact(span({ id: 'a' }))).toBeUndefined();
    expect(
      codeHtmlLikeReact([{ type: 'element', tagName: 'pre', properties: {}, children: [] }]),
    ).toBeUndefined();
    expect(codeHtmlLikeReact(span({ style: 'color:#FFF;--shiki-dark:#000' }))).toBe(
      '<span style="color:#FFF;--shiki-dark:#000">x</span>',
    );
  });

  describe('every code block of content/', () => {
    let highlighter: Highlighter;
    beforeAll(async () => {
      highlighter = await createCodeHighlighter({ themes: THEMES });
    });

    it('is written as React writes Shiki’s tree, and the page renders as with the spans', async () => {
      const files = readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.mdx?$/.test(file))
        .sort();
      // Shiki's own trees, as the markdown stage got them.
      const shikiTrees: Root[] = [];
      const codeToHast = highlighter.codeToHast.bind(highlighter);
      highlighter.codeToHast = ((...args: Parameters<typeof codeToHast>) => {
        const tree = codeToHast(...args);
        shikiTrees.push(structuredClone(tree));
        return tree;
      }) as typeof codeToHast;
      let blocks = 0;
      for (const file of files) {
        const full = path.join(root, 'content', file);
        shikiTrees.length = 0;
        const compiled = await compileMarkdown(readFileSync(full, 'utf8'), {
          file: full,
          highlighter,
          themes: THEMES,
        });
        const codes: Element[] = [];
        const walk = (nodes: (ElementContent | Root['children'][number])[]) => {
          for (const n of nodes) {
            if (n.type !== 'element') continue;
            if (n.tagName === 'code' && CODE_HTML_PROPERTY in n.properties) codes.push(n);
            walk(n.children);
          }
        };
        walk(compiled.hast.children);
        // Every highlighted block is written as HTML.
        expect(codes.length, file).toBe(shikiTrees.length);
        codes.forEach((code, i) => {
          const shikiCode = (shikiTrees[i]!.children[0] as Element).children[0] as Element;
          expect(reactHtml([{ type: 'text', value: 'ignored' }], code.properties), file).toBe(
            reactHtml(shikiCode.children, shikiCode.properties),
          );
          // The text stays in the tree for what reads it.
          expect(code.children).toEqual([{ type: 'text', value: toText(shikiCode) }]);
        });
        blocks += codes.length;
      }
      expect(blocks).toBeGreaterThan(50);
    });
  });
});

function toText(node: ElementContent): string {
  return node.type === 'text'
    ? node.value
    : node.type === 'element'
      ? node.children.map(toText).join('')
      : '';
}
