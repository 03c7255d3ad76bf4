import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DiagnosticError, formatDiagnostic, type Diagnostic } from '@accounts-docs/diagnostics';
import { loadConfig } from '../src/index.ts';

async function configFile(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-config-'));
  const file = path.join(dir, 'accounts-docs.config.ts');
  await writeFile(file, source);
  return file;
}

/**
 * Sets the config's own load limit for one test and gives back what restores the one before (the
 * suite's, `vitest.config.ts`): the files of a worker share one process, so deleting it would
 * take the suite's limit from the files after this one.
 */
function setLimit(ms: string): () => void {
  const before = process.env.ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS;
  process.env.ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS = ms;
  return () => {
    if (before === undefined) delete process.env.ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS;
    else process.env.ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS = before;
  };
}

async function problems(source: string): Promise<string[]> {
  const file = await configFile(source);
  const error = await loadConfig({ configFile: file }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DiagnosticError);
  return (error as DiagnosticError).diagnostics.map((d: Diagnostic) =>
    formatDiagnostic(d, { cwd: path.dirname(file) }),
  );
}

const minimal = `import { defineConfig } from 'accounts-docs';
export default defineConfig({
  title: 'Site',
  url: 'https://example.com',
});
`;

describe('loadConfig', () => {
  it('loads a TypeScript config with defineConfig and applies defaults', async () => {
    const file = await configFile(minimal);
    const config = await loadConfig({ configFile: file });
    expect(config).toMatchObject({
      title: 'Site',
      baseUrl: '/',
      root: path.dirname(file),
      docs: {
        path: 'docs',
        version: { name: 'current', label: 'Next', path: '/docs' },
        showLastUpdateTime: true,
      },
      build: {
        onBrokenLinks: 'throw',
        onBrokenMarkdownLinks: 'warn',
        onBrokenAnchors: 'warn',
        onDuplicateRoutes: 'warn',
      },
    });
    expect(config.paths.docs).toBe(path.join(path.dirname(file), 'docs'));
  });

  it('finds accounts-docs.config.ts in the current folder', async () => {
    const file = await configFile(minimal);
    expect((await loadConfig({ cwd: path.dirname(file) })).configFile).toBe(file);
  });

  it('names an unknown key, where it is, and the key it probably meant', async () => {
    expect(
      await problems(`export default {
  title: 'Site',
  url: 'https://example.com',
  navbar: { itemz: [] },
};
`),
    ).toMatchInlineSnapshot(`
      [
        "accounts-docs.config.ts:4:13  error  Unknown config key "navbar.itemz"  [config-invalid]
        → did you mean "navbar.items"?",
      ]
    `);
  });

  it('names a value of the wrong type and a required key that is missing', async () => {
    expect(
      await problems(`export default {
  url: 'https://example.com',
  build: { onBrokenLinks: 'explode' },
};
`),
    ).toMatchInlineSnapshot(`
      [
        "accounts-docs.config.ts:1:1  error  Invalid config value at "title": Invalid input: expected string, received undefined  [config-invalid]
        → add "title"; it is required",
        "accounts-docs.config.ts:3:12  error  Invalid config value at "build.onBrokenLinks": Invalid option: expected one of "throw"|"warn"|"ignore"  [config-invalid]",
      ]
    `);
  });

  it('turns llms.txt, llms-full.txt and the markdown twins on by default, each switch alone', async () => {
    expect((await loadConfig({ configFile: await configFile(minimal) })).llms).toEqual({
      enabled: true,
      full: true,
      twins: true,
    });
    const off = await loadConfig({
      configFile: await configFile(minimal.replace("url: 'https://example.com',", "url: 'https://example.com', llms: { full: false },")),
    });
    expect(off.llms).toEqual({ enabled: true, full: false, twins: true });
  });

  it('rejects an unknown llms key and a switch that is not a boolean', async () => {
    expect(
      await problems(`export default {
  title: 'Site',
  url: 'https://example.com',
  llms: { twin: false, full: 'no' },
};
`),
    ).toEqual([
      expect.stringContaining('accounts-docs.config.ts:4:24  error  Invalid config value at "llms.full": Invalid input: expected boolean'),
      expect.stringMatching(/accounts-docs\.config\.ts:4:11  error  Unknown config key "llms\.twin".*\n.*did you mean "llms\.twins"/),
    ]);
  });

  it('checks nested values such as navbar links', async () => {
    const [problem] = await problems(`export default {
  title: 'Site',
  url: 'https://example.com',
  navbar: { items: [{ label: 'Docs', to: 'https://example.com/docs' }] },
};
`);
    expect(problem).toContain('accounts-docs.config.ts:4:38');
    expect(problem).toContain('navbar.items[0].to');
    expect(problem).toContain('use "href" for links outside the site');
  });

  it('reports a syntax error at its line and column', async () => {
    const [problem] = await problems(`export default {
  title: 'Site',,
};
`);
    expect(problem).toMatch(/^accounts-docs\.config\.ts:2:17  error  Expected identifier but found ","/);
  });

  it('reports a missing file and a missing default export', async () => {
    await expect(loadConfig({ configFile: '/nonexistent/accounts-docs.config.ts' })).rejects.toThrow(
      /Config file not found/,
    );
    expect(await problems('export const x = 1;\n')).toEqual([
      expect.stringContaining('has no default export'),
    ]);
  });

  it('reports a config that throws while loading, at the line that threw', async () => {
    expect(await problems("const x = 1;\nif (x) throw new Error('boom');\nexport default {};\n")).toEqual([
      expect.stringMatching(
        /^accounts-docs\.config\.ts:2:14  error  The config file threw while loading: boom/,
      ),
    ]);
  });

  it('awaits a default export that is a promise, and reports its rejection where it was made', async () => {
    const file = await configFile(
      `export default Promise.resolve({ title: 'Site', url: 'https://example.com' });\n`,
    );
    expect((await loadConfig({ configFile: file })).title).toBe('Site');
    expect(await problems("\nexport default Promise.reject(new Error('nope'));\n")).toEqual([
      expect.stringMatching(
        /^accounts-docs\.config\.ts:2:31  error  The config file threw while loading: nope/,
      ),
    ]);
  });

  it('gives the config its own import.meta, though it is evaluated elsewhere', async () => {
    const file = await configFile(
      "export default { title: import.meta.url + ' ' + import.meta.dirname, url: 'https://example.com' };\n",
    );
    const config = await loadConfig({ configFile: file });
    expect(config.title).toBe(`${pathToFileURL(file).href} ${path.dirname(file)}`);
  });

  it('leaves no evaluation file behind, in the project or in its cache folder', async () => {
    const file = await configFile("export default Promise.reject(new Error('nope'));\n");
    await loadConfig({ configFile: file }).catch(() => undefined);
    const dir = path.dirname(file);
    expect(await readdir(dir)).toEqual(['accounts-docs.config.ts', 'node_modules']);
    expect(await readdir(path.join(dir, 'node_modules/.cache/accounts-docs/config'))).toEqual([]);
  });

  it('gives up on a top-level await that never settles, after the time limit', async () => {
    const restoreLimit = setLimit('300');
    try {
      expect(await problems('// waits\nawait new Promise(() => {});\nexport default {};\n')).toEqual([
        expect.stringMatching(
          /^accounts-docs\.config\.ts:2:1  error  The config file did not finish loading within 0\.3 s/,
        ),
      ]);
    } finally {
      restoreLimit();
    }
  });

  it('stops a config that never ends, and one that would end or move the process', async () => {
    const restoreLimit = setLimit('500');
    try {
      expect(await problems('const a = 1;\nwhile (true) {}\nexport default {};\n')).toEqual([
        expect.stringMatching(/^accounts-docs\.config\.ts:2:1  error  The config file did not finish loading within 0\.5 s/),
      ]);
    } finally {
      restoreLimit();
    }
    const cwd = process.cwd();
    expect(await problems("const a = 1;\nprocess.chdir('/');\nexport default {};\n")).toEqual([
      expect.stringMatching(/^accounts-docs\.config\.ts:2:9  error  The config file stopped: a config may not call process\.chdir\(\)/),
    ]);
    expect(process.cwd()).toBe(cwd);
    expect(await problems('const a = 1;\n\nprocess.exit(0);\nexport default {};\n')).toEqual([
      expect.stringMatching(/^accounts-docs\.config\.ts:3:9  error  The config file stopped: a config may not call process\.exit\(\)/),
    ]);
  });

  it('places a throwing getter, a thrown value that is no Error, and one whose toString throws', async () => {
    expect(
      await problems("export default {\n  url: 'https://example.com',\n  get title(): string {\n    throw new Error('no title');\n  },\n};\n"),
    ).toEqual([expect.stringMatching(/^accounts-docs\.config\.ts:4:11  error  The config file threw while loading: no title/)]);
    expect(await problems("const a = 1;\nthrow { toString() { throw new Error('boom'); } };\n")).toEqual([
      expect.stringMatching(/^accounts-docs\.config\.ts:2:1  error  The config file threw while loading: \[object Object\] \(a value that is not an Error\)/),
    ]);
    expect(await problems('throw Object.create(null);\n')).toEqual([
      expect.stringMatching(/^accounts-docs\.config\.ts:1:1  error  The config file threw while loading: \[object Object\] \(a value that is not an Error\)/),
    ]);
  });

  it('refuses a value that contains itself or nests too deep, at the key', async () => {
    const [cycle] = await problems(`const category: any = { type: 'category', label: 'A', items: ['intro'] };
category.items.push(category);
export default {
  title: 'T',
  url: 'https://example.com',
  docs: { sidebars: { docs: [category] } },
};
`);
    expect(cycle).toMatch(/^accounts-docs\.config\.ts:6:23  error  The config's value contains itself at docs\.sidebars\.docs\[0\]\.items\[1\]/);
    const [deep] = await problems(`let category: any = 'intro';
for (let i = 0; i < 2000; i++) category = { type: 'category', label: 'A' + i, items: [category] };
export default { title: 'T', url: 'https://example.com', docs: { sidebars: { docs: [category] } } };
`);
    expect(deep).toMatch(/nests more than 100 levels deep at docs\.sidebars\.docs\[0\]\.items\[0\]\.items\[0\][^ ]*…[^ ]*\.items\[0\]  /);
  });

  it('evaluates from memory when the project cannot be written, its imports resolved from the project', async () => {
    const file = await configFile(`import { helper } from 'local-helper';
export default { title: helper(), url: 'https://example.com' };
`);
    const dir = path.dirname(file);
    await mkdir(path.join(dir, 'node_modules/local-helper'), { recursive: true });
    await writeFile(path.join(dir, 'node_modules/local-helper/package.json'), '{"name":"local-helper","type":"module","exports":"./index.js"}');
    await writeFile(path.join(dir, 'node_modules/local-helper/index.js'), "export const helper = () => 'From a package';\n");
    // The evaluation folder's parent is a file: nothing can be written there.
    await writeFile(path.join(dir, 'node_modules/.cache'), 'not a folder');
    const config = await loadConfig({ configFile: file });
    expect(config.title).toBe('From a package');
    expect(await readdir(dir)).toEqual(['accounts-docs.config.ts', 'node_modules']);
    // Errors are placed in the config as from a file.
    await writeFile(file, "import { helper } from 'local-helper';\nconst a = helper();\nthrow new Error(a);\n");
    const error = (await loadConfig({ configFile: file }).catch((e: unknown) => e)) as DiagnosticError;
    expect(formatDiagnostic(error.diagnostics[0]!, { cwd: dir })).toMatch(
      /^accounts-docs\.config\.ts:3:7  error  The config file threw while loading: From a package/,
    );
  });

  it('says the default export must be an object when it is null, without an empty key name', async () => {
    const [problem] = await problems('export default null;\n');
    expect(problem).toContain("The config's default export must be an object, got null");
    expect(problem).not.toContain('add ""');
  });

  it('tells a key of the wrong type from a missing one, and never calls an optional key required', async () => {
    expect(
      await problems(`export default {
  title: 42,
  url: 'https://example.com',
  footer: { copyright: 2024 },
};
`),
    ).toMatchInlineSnapshot(`
      [
        "accounts-docs.config.ts:2:3  error  Invalid config value at "title": Invalid input: expected string, received number  [config-invalid]
        → "title" must be a string, not a number",
        "accounts-docs.config.ts:4:13  error  Invalid config value at "footer.copyright": Invalid input: expected string, received number  [config-invalid]
        → "footer.copyright" must be a string, not a number",
      ]
    `);
  });

  it('refuses route prefixes that are not clean paths', async () => {
    const [problem] = await problems(`export default {
  title: 'Site',
  url: 'https://example.com',
  docs: { version: { path: '/docs/../..' } },
};
`);
    expect(problem).toContain('docs.version.path');
    expect(problem).toContain('`..` segment');
  });
});
