import type { Element, ElementContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import type { Heading, InlineCode, Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import type { ApiComment, ApiMember, ApiModel, ApiSignature, ApiType } from '@accounts-docs/api-model';
import { apiOutline, apiPageContent } from '@accounts-docs/api-pages';
import { apiTwinTree } from '../src/api-twin.ts';

const str: ApiType = { kind: 'intrinsic', name: 'string' };
const said = (text: string, ...blockTags: ApiComment['blockTags']): ApiComment => ({
  summary: [{ kind: 'text', text }],
  blockTags,
  modifiers: [],
});
const signature = (partial: Partial<ApiSignature> = {}): ApiSignature => ({
  typeParameters: [],
  parameters: [],
  returns: undefined,
  comment: undefined,
  source: undefined,
  ...partial,
});
const member = (partial: Partial<ApiMember> & Pick<ApiMember, 'id' | 'name' | 'kind'>): ApiMember => ({
  flags: {},
  type: undefined,
  defaultValue: undefined,
  signatures: [],
  getter: undefined,
  setter: undefined,
  comment: undefined,
  source: undefined,
  inheritedFrom: undefined,
  overwrites: undefined,
  implementationOf: undefined,
  ...partial,
});

/** A class with one member of each kind, an overloaded method and an index signature. */
const model: ApiModel = {
  packages: [
    {
      slug: 'store',
      name: '@demo/store',
      version: '1.0.0',
      summary: 'A store.',
      dir: 'packages/store',
      changelog: undefined,
      declarations: [
        {
          id: 1,
          kind: 'class',
          name: 'Store',
          flags: { abstract: true },
          comment: said('Keeps things.', {
            tag: '@remarks',
            content: [{ kind: 'text', text: 'In memory.' }],
          }),
          source: { file: 'packages/store/src/store.ts', line: 3, column: 1 },
          typeParameters: [{ name: 'T', constraint: undefined, default: str, comment: undefined }],
          extends: [],
          implements: [{ kind: 'reference', name: 'Key', target: { declaration: 2 }, typeArguments: [] }],
          indexSignatures: [
            { parameter: { name: 'key', type: str }, type: str, readonly: true, comment: said('Any key.') },
          ],
          members: [
            member({ id: 10, name: 'constructor', kind: 'constructor', signatures: [signature()] }),
            member({
              id: 11,
              name: 'size',
              kind: 'property',
              flags: { readonly: true, static: true },
              type: str,
            }),
            member({
              id: 12,
              name: 'label',
              kind: 'accessor',
              getter: signature({ returns: str, comment: said('The label.') }),
              setter: signature({
                parameters: [
                  {
                    name: 'value',
                    type: str,
                    optional: false,
                    rest: false,
                    defaultValue: undefined,
                    comment: undefined,
                  },
                ],
              }),
            }),
            member({
              id: 13,
              name: 'get',
              kind: 'method',
              flags: { protected: true },
              signatures: [
                signature({
                  returns: str,
                  comment: said('By key.', {
                    tag: '@returns',
                    content: [{ kind: 'text', text: 'The value.' }],
                  }),
                }),
                signature({
                  returns: { kind: 'intrinsic', name: 'void' },
                  comment: said('Old.', { tag: '@deprecated', content: [] }),
                }),
              ],
            }),
          ],
        },
        {
          id: 2,
          kind: 'type',
          name: 'Key',
          flags: {},
          comment: undefined,
          source: undefined,
          typeParameters: [],
          type: str,
        },
      ],
    },
  ],
};

const outline = apiOutline(model, {
  root: '/site',
  basePath: '/api',
  urlTo: new RouteTable('/').urlTo,
  configFile: '/site/config.ts',
  siteTitle: 'Demo',
});
const page = outline.pages.find((p) => p.title === 'Store')!;

function elements(nodes: ElementContent[], found: Element[] = []): Element[] {
  for (const node of nodes)
    if (node.type === 'element') {
      found.push(node);
      elements(node.children, found);
    }
  return found;
}

describe('the twin of a declaration page', () => {
  it('has the code lines and the headings of the HTML page, in its order', async () => {
    const html = await apiPageContent(page, model, {
      routes: outline.routes,
      markdown: async (source) => [{ type: 'text', value: source }],
      sourceUrl: undefined,
    });
    const twin: Root = apiTwinTree(page, {
      model,
      routes: outline.routes,
      siteUrl: 'https://demo.dev/',
      sourceUrl: undefined,
    });

    const all = elements(html.children as ElementContent[]);
    const htmlLines = all.filter((e) => e.tagName === 'pre').map((e) => hastText(e));
    const twinLines = twin.children.flatMap((node) => (node.type === 'code' ? [node.value] : []));
    expect(twinLines).toEqual(htmlLines);
    expect(twinLines).toContain('abstract class Store<T = string> implements Key');
    expect(twinLines).toContain('protected get(): string');

    const htmlHeadings = all
      .filter((e) => e.tagName === 'h2' || e.tagName === 'h3')
      .map((e) => hastText(e.children[0] as Element));
    const twinHeadings = twin.children
      .filter((node): node is Heading => node.type === 'heading' && node.depth > 1)
      .map((node) => (node.children[0] as InlineCode).value);
    expect(twinHeadings).toEqual(htmlHeadings);
  });
});
