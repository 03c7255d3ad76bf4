import type { ApiComment, ApiDeclaration, ApiMember, ApiModel, ApiSignature } from '@accounts-docs/api-model';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import { apiOutline, apiPageContent } from '../src/index.ts';

/** `@deprecated` where TypeDoc puts it: on a function's signature, on an accessor's getter. */
const deprecated = (text: string): ApiComment => ({
  summary: [{ kind: 'text', text: 'Summary.' }],
  blockTags: [{ tag: '@deprecated', content: [{ kind: 'text', text }] }],
  modifiers: [],
});
const signature = (comment?: ApiComment): ApiSignature => ({
  typeParameters: [],
  parameters: [],
  returns: { kind: 'intrinsic', name: 'string' },
  comment,
  source: undefined,
});
const fn = (id: number, name: string, signatures: ApiSignature[]): ApiDeclaration => ({
  id,
  kind: 'function',
  name,
  flags: { deprecated: signatures[0]?.comment !== undefined },
  comment: undefined,
  source: undefined,
  signatures,
});
const accessor: ApiMember = {
  id: 11,
  name: 'size',
  kind: 'accessor',
  flags: { deprecated: true },
  type: undefined,
  defaultValue: undefined,
  signatures: [],
  getter: signature(deprecated('Use length.')),
  setter: undefined,
  comment: undefined,
  source: undefined,
  inheritedFrom: undefined,
  overwrites: undefined,
  implementationOf: undefined,
};
const model: ApiModel = {
  packages: [
    {
      slug: 'core',
      name: '@demo/core',
      version: '1.0.0',
      summary: '',
      dir: 'packages/core',
      changelog: undefined,
      declarations: [
        {
          id: 10,
          kind: 'class',
          name: 'Box',
          flags: {},
          comment: undefined,
          source: undefined,
          typeParameters: [],
          extends: [],
          implements: [],
          indexSignatures: [],
          members: [accessor],
        },
        fn(20, 'old', [signature(deprecated('Use fresh.'))]),
        fn(21, 'parse', [signature(), signature(deprecated('Pass a string.'))]),
      ],
    },
  ],
};
const outline = apiOutline(model, {
  root: '/repo',
  basePath: '/api',
  urlTo: new RouteTable('/').urlTo,
  configFile: '/repo/c.ts',
  siteTitle: 'Demo',
});
const markdown = async (source: string) => [h('p', source)];
const html = async (route: string) =>
  toHtml(
    await apiPageContent(
      outline.pages.find((page) => page.route === route)!,
      model,
      {
        routes: outline.routes,
        markdown,
        sourceUrl: undefined,
      },
    ),
  );
const notice = (text: string) =>
  `<div class="admonition admonition-caution" role="note"><p class="admonition-title">Deprecated</p><div class="admonition-content"><p>${text}</p></div></div>`;

describe('deprecation notices', () => {
  it("shows a function's @deprecated (on its one signature) at the top of its page", async () => {
    const page = await html('/api/core/function/old');
    expect(page).toContain(`</p>${notice('Use fresh.')}<pre class="api-signature">`);
  });

  it("shows an overload's @deprecated with that overload only", async () => {
    const page = await html('/api/core/function/parse');
    expect(page.split(notice('Pass a string.'))).toHaveLength(2);
    expect(page.indexOf(notice('Pass a string.'))).toBeGreaterThan(
      page.lastIndexOf('<pre class="api-signature">'),
    );
  });

  it("shows an accessor's @deprecated (on its getter) under the member's heading", async () => {
    const page = await html('/api/core/class/Box');
    expect(page).toContain(
      `<span class="api-flag api-flag-deprecated">deprecated</span></h3>${notice('Use length.')}<pre class="api-signature">`,
    );
  });

  it('marks deprecated exports in the overview', async () => {
    const page = await html('/api/core');
    expect(page).toContain(
      '<td data-label="Name"><a href="/api/core/function/old"><code>old</code></a><span class="api-flag api-flag-deprecated">deprecated</span></td>',
    );
    expect(page).toContain('<td data-label="Name"><a href="/api/core/class/Box"><code>Box</code></a></td>');
  });
});
