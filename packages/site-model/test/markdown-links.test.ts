import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RouteTable } from '@accounts-docs/routes';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { resolveLinks } from '../src/index.ts';

/** A docs folder on disk: the hint of a broken `.md` link reads the folder the link points into. */
let docs: string;
const routes = new Map<string, string>();

beforeAll(async () => {
  docs = await mkdtemp(path.join(os.tmpdir(), 'markdown-links-'));
  await mkdir(path.join(docs, 'guides'));
  for (const [file, route] of [
    ['introduction.md', '/docs/introduction'],
    ['server.md', '/docs/server'],
    ['guides/setup.markdown', '/docs/guides/setup'],
  ] as const) {
    await writeFile(path.join(docs, file), '# Page\n');
    routes.set(path.join(docs, file), route);
  }
  // In the folder, but not a page (no route): never proposed.
  await writeFile(path.join(docs, 'servers.md'), 'draft\n');
});

function resolve(urls: string[], baseUrl = '/') {
  const diagnostics: Diagnostic[] = [];
  const map = resolveLinks(
    urls.map((url, i) => ({ url, line: i + 1, column: 3 })),
    {
      file: path.join(docs, 'introduction.md'),
      routeOfFile: (file) => routes.get(file),
      urlTo: new RouteTable(baseUrl).urlTo,
      hrefUrl: new RouteTable(baseUrl).hrefUrl,
      severity: 'warning',
      diagnostics,
    },
  );
  return { map, diagnostics };
}

describe('resolveLinks', () => {
  it('rewrites relative .md and .markdown links to routes, keeping the query and hash', () => {
    expect(
      resolve(['./server.md#options', 'guides/setup.markdown?tab=npm', '/docs/server', '#why']).map,
    ).toEqual({
      './server.md#options': '/docs/server#options',
      'guides/setup.markdown?tab=npm': '/docs/guides/setup?tab=npm',
    });
    expect(resolve(['./server.md', '/docs/server'], '/site/').map).toEqual({
      './server.md': '/site/docs/server',
      '/docs/server': '/site/docs/server',
    });
    // A link that already holds the base URL keeps it, once (Docusaurus's addBaseUrl).
    expect(resolve(['/site/docs/server', '/site/img/logo.svg', '/site'], '/site/').map).toEqual({
      '/site': '/site/',
    });
  });

  it('reports a .md link to a missing file at its place, with the link as target and the closest page file', () => {
    const { map, diagnostics } = resolve(['./srever.md#options']);
    expect(map).toEqual({});
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        ruleId: 'broken-markdown-link',
        reason: 'Markdown link to a missing file: ./srever.md#options',
        file: path.join(docs, 'introduction.md'),
        line: 1,
        column: 3,
        target: './srever.md#options',
        hint: 'did you mean `./server.md#options`?',
      },
    ]);
  });

  it('compares file names without their extension, in the folder the link points into', () => {
    const { diagnostics } = resolve(['server.markdown', 'guides/setup.md', './guides/stup.md']);
    expect(diagnostics.map((d) => d.hint)).toEqual([
      'did you mean `server.md`?',
      'did you mean `guides/setup.markdown`?',
      'did you mean `./guides/setup.markdown`?',
    ]);
  });

  it('says where the link leads when no page file is close', () => {
    const { diagnostics } = resolve(['./nothing-like-it.md', './missing-folder/server.md']);
    expect(diagnostics.map((d) => d.hint)).toEqual([
      "no file at nothing-like-it.md; fix the relative path or link to the page's route",
      "no file at missing-folder/server.md; fix the relative path or link to the page's route",
    ]);
  });

  it('reports nothing when the rule is ignored', () => {
    const diagnostics: Diagnostic[] = [];
    resolveLinks([{ url: './srever.md', line: 1, column: 1 }], {
      file: path.join(docs, 'introduction.md'),
      routeOfFile: () => undefined,
      urlTo: new RouteTable('/').urlTo,
      hrefUrl: new RouteTable('/').hrefUrl,
      severity: undefined,
      diagnostics,
    });
    expect(diagnostics).toEqual([]);
  });
});
