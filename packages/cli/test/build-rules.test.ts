import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FindingJson, FindingsJson } from '@accounts-docs/links';
import { positionAt } from '@accounts-docs/diagnostics';
import { cli, listFiles, tempDir, type CliResult } from './helpers.ts';
import { warmCopyOfSite } from './content-build.ts';

/**
 * The acceptance of "Link checking and build rules": the real CLI on tiny sites, one folder
 * per behaviour under fixtures/links/, each copied first (a build writes build/ and a cache
 * beside the config). The commands run through the CLI's `run` in the runner processes `cli()`
 * shares (helpers.ts): what they print and exit with is the subject, not the process.
 */

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/links');

async function copyOf(fixture: string): Promise<string> {
  const dir = await tempDir(`links-${fixture}`);
  await cp(path.join(fixtures, fixture), dir, { recursive: true });
  return dir;
}

/** Replaces `from` once in `file` (relative to `dir`), failing loudly if it is not there. */
async function edit(dir: string, file: string, from: string, to: string): Promise<void> {
  const full = path.join(dir, file);
  const text = await readFile(full, 'utf8');
  expect(text, `${file} contains ${from}`).toContain(from);
  await writeFile(full, text.replace(from, to));
}

/** Adds `build: { <key>: '<value>' }` to a fixture's config (every fixture config has a `url:` line). */
function setRule(dir: string, key: string, value: 'throw' | 'warn' | 'ignore'): Promise<void> {
  return edit(
    dir,
    'accounts-docs.config.ts',
    "url: 'https://fixture.example',",
    `url: 'https://fixture.example',\n  build: { ${key}: '${value}' },`,
  );
}

async function checkJson(dir: string): Promise<{ code: number; stderr: string; report: FindingsJson }> {
  const result = await cli(['check-links', '--format', 'json'], dir);
  return { code: result.code, stderr: result.stderr, report: JSON.parse(result.stdout) as FindingsJson };
}

/** How the CLI prints a finding: `file:line:col  severity  reason  [rule]` and the hint below. */
function printed(f: FindingJson): string {
  return `${f.file}:${f.line}:${f.column}  ${f.severity}  ${f.reason}  [${f.kind}]\n  → ${f.hint}`;
}

/** Every file of a folder and its bytes. */
async function snapshot(dir: string): Promise<Map<string, Buffer>> {
  const files = await listFiles(dir);
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(path.join(dir, f))] as const)));
}

interface Kind {
  fixture: string;
  finding: FindingJson;
  /** Exit code of `build` and `check-links` with the default severities. */
  code: number;
}

/** One fixture per kind of finding, with the default severities of the config. */
const kinds: Kind[] = [
  {
    fixture: 'broken-link',
    code: 1,
    finding: {
      kind: 'broken-link',
      severity: 'error',
      file: 'docs/introduction.md',
      line: 7,
      column: 15,
      target: '/docs/srever',
      reason: 'Broken link to `/docs/srever`',
      hint: 'did you mean `/docs/server`?',
    },
  },
  {
    fixture: 'broken-anchor',
    code: 0,
    finding: {
      kind: 'broken-anchor',
      severity: 'warning',
      file: 'docs/introduction.md',
      line: 5,
      column: 7,
      target: '/docs/server#optins',
      reason: 'Broken anchor `#optins` on `/docs/server`',
      hint: 'did you mean `#options`?',
    },
  },
  {
    fixture: 'broken-markdown-link',
    code: 0,
    finding: {
      kind: 'broken-markdown-link',
      severity: 'warning',
      file: 'docs/introduction.md',
      line: 5,
      column: 10,
      target: './srever.md',
      reason: 'Markdown link to a missing file: ./srever.md',
      hint: 'did you mean `./server.md`?',
    },
  },
  {
    fixture: 'duplicate-route',
    code: 0,
    finding: {
      kind: 'duplicate-route',
      severity: 'warning',
      file: 'docs/server.md',
      // The `slug:` that makes the route.
      line: 3,
      column: 1,
      target: null,
      reason:
        'Route `/docs/introduction` is produced twice: by docs/introduction.md and by this file; the first one wins',
      hint: 'give one of them another `id` or `slug` in its front matter',
    },
  },
];

/** `it.each` rows as `[title, row]`: a `%s` title shows values without quotes. */
const titled = <T>(rows: T[], title: (row: T) => string) => rows.map((row) => [title(row), row] as const);

const byKind = titled(kinds, (k) => `${k.fixture} (exit ${k.code})`);

describe.concurrent('each kind of finding, with the default severities', () => {
  it.each(byKind)('%s: build prints it at file:line:col', async (_, { fixture, finding, code }) => {
    const dir = await copyOf(fixture);
    const result = await cli(['build'], dir);
    expect(result.stderr).toContain(printed(finding));
    expect(result.code).toBe(code);
    if (code === 1) {
      expect(result.stderr).toMatch(/✖ Build failed with 1 error \(1 broken link\b/);
      expect(existsSync(path.join(dir, 'build'))).toBe(false);
    } else {
      expect(result.stdout).toMatch(/✔ Built \d+ pages/);
      expect(existsSync(path.join(dir, 'build/docs/introduction/index.html'))).toBe(true);
    }
  });

  it.each(byKind)('%s: check-links prints it and a summary', async (_, { fixture, finding, code }) => {
    const dir = await copyOf(fixture);
    const result = await cli(['check-links'], dir);
    expect(result.stderr).toBe(`${printed(finding)}\n`);
    const noun = finding.kind.replace(/-/g, ' ');
    const counts = finding.severity === 'error' ? '1 error, 0 warnings' : '0 errors, 1 warning';
    expect(result.stdout).toBe(`${code ? '✖' : '⚠'} 1 ${noun} (${counts})\n`);
    expect(result.code).toBe(code);
    expect(existsSync(path.join(dir, 'build')), 'check-links writes no site').toBe(false);
  });

  it.each(byKind)('%s: check-links --format json gives it as data', async (_, { fixture, finding, code }) => {
    const dir = await copyOf(fixture);
    const { code: exit, stderr, report } = await checkJson(dir);
    expect(report).toEqual({
      findings: [finding],
      summary: { errors: code, warnings: 1 - code },
    });
    expect(stderr).toBe('');
    expect(exit).toBe(code);
  });
});

describe.concurrent('a severity set in the config changes the outcome', () => {
  const cases: Array<{ fixture: string; key: string; value: 'throw' | 'warn' | 'ignore'; code: number }> = [
    { fixture: 'broken-link', key: 'onBrokenLinks', value: 'warn', code: 0 },
    { fixture: 'broken-link', key: 'onBrokenLinks', value: 'ignore', code: 0 },
    { fixture: 'broken-anchor', key: 'onBrokenAnchors', value: 'throw', code: 1 },
    { fixture: 'broken-anchor', key: 'onBrokenAnchors', value: 'ignore', code: 0 },
    { fixture: 'broken-markdown-link', key: 'onBrokenMarkdownLinks', value: 'throw', code: 1 },
    { fixture: 'broken-markdown-link', key: 'onBrokenMarkdownLinks', value: 'ignore', code: 0 },
    { fixture: 'duplicate-route', key: 'onDuplicateRoutes', value: 'throw', code: 1 },
    { fixture: 'duplicate-route', key: 'onDuplicateRoutes', value: 'ignore', code: 0 },
  ];

  const titles = titled(cases, (c) => `${c.fixture} with ${c.key}: '${c.value}' → exit ${c.code}`);
  it.each(titles)('%s', async (_, { fixture, key, value, code }) => {
    const dir = await copyOf(fixture);
    await setRule(dir, key, value);
    const { finding } = kinds.find((k) => k.fixture === fixture)!;
    const severity = value === 'throw' ? 'error' : 'warning';

    const build = await cli(['build'], dir);
    expect(build.code).toBe(code);
    const check = await checkJson(dir);
    expect(check.code).toBe(code);

    if (value === 'ignore') {
      expect(build.stderr).toBe('');
      expect(check.report).toEqual({ findings: [], summary: { errors: 0, warnings: 0 } });
    } else {
      expect(build.stderr).toContain(printed({ ...finding, severity }));
      expect(check.report.findings).toEqual([{ ...finding, severity }]);
    }
    // The site is written exactly when no finding is an error.
    expect(existsSync(path.join(dir, 'build/docs/introduction/index.html'))).toBe(code === 0);
    if (code === 1) expect(build.stderr).toMatch(/✖ Build failed with 1 error \(1 /);
    else expect(build.stdout).toMatch(/✔ Built \d+ pages/);
  });
});

describe('a failing build writes nothing', () => {
  it('creates no output folder when there was none', async () => {
    const dir = await copyOf('broken-link');
    expect((await cli(['build'], dir)).code).toBe(1);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
    expect((await listFiles(dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('leaves the previous output byte for byte as it was', async () => {
    const dir = await copyOf('broken-link');
    const out = path.join(dir, 'build');
    await edit(dir, 'docs/introduction.md', '/docs/srever', '/docs/server');
    expect((await cli(['build'], dir)).code).toBe(0);
    const before = await snapshot(out);
    expect([...before.keys()]).toContain('docs/introduction/index.html');

    await edit(dir, 'docs/introduction.md', '/docs/server', '/docs/srever');
    const failed = await cli(['build'], dir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('docs/introduction.md:7:15  error  Broken link to `/docs/srever`');
    expect(failed.stderr).toContain('the output folder was left as it was');

    const after = await snapshot(out);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [file, bytes] of before) expect(after.get(file)!.equals(bytes), file).toBe(true);
    expect((await listFiles(dir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});

describe('links written in the config', () => {
  it('reports each navbar and footer `to` that goes nowhere at the place of its value', async () => {
    const dir = await copyOf('config-link');
    const finding = (line: number, column: number, target: string): FindingJson => ({
      kind: 'broken-link',
      severity: 'error',
      file: 'accounts-docs.config.ts',
      line,
      column,
      target,
      reason: `Broken link to \`${target}\``,
      hint: 'no page or file is served at this path: fix the link, or add the page',
    });
    // The navbar's `/docs/guide`; the footer's `/docs/intro` (not inside the navbar's
    // `/docs/introduction`) and its own `/docs/guide`, a second place to fix.
    const expected = [
      finding(9, 30, '/docs/guide'),
      finding(17, 34, '/docs/intro'),
      finding(18, 34, '/docs/guide'),
    ];

    const { code, report } = await checkJson(dir);
    expect(report.findings).toEqual(expected);
    expect(code).toBe(1);

    const build = await cli(['build'], dir);
    expect(build.code).toBe(1);
    for (const f of expected) expect(build.stderr).toContain(printed(f));
    expect(build.stderr).toContain('✖ Build failed with 3 errors (3 broken links');
  });
});

describe('links that resolve', () => {
  it('x.html, x/index.html, trailing slashes, query strings and #anchors give no finding', async () => {
    const dir = await copyOf('clean');
    const { code, stderr, report } = await checkJson(dir);
    expect(report).toEqual({ findings: [], summary: { errors: 0, warnings: 0 } });
    expect(stderr).toBe('');
    expect(code).toBe(0);

    const text = await cli(['check-links'], dir);
    // Its two docs, its home page, the not-found page and the search page.
    expect(text).toEqual<CliResult>({ code: 0, stdout: '✔ No broken links in 5 pages\n', stderr: '' });
    const build = await cli(['build'], dir);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);

    // The same forms are checked, not skipped: a wrong anchor behind all of them is found.
    await edit(
      dir,
      'docs/introduction.md',
      'setup/index.html?tab=npm#install',
      'setup/index.html?tab=npm#instal',
    );
    const broken = await checkJson(dir);
    expect(broken.report.findings).toEqual([
      {
        kind: 'broken-anchor',
        severity: 'warning',
        file: 'docs/introduction.md',
        line: 14,
        column: 3,
        target: '/docs/guides/setup/index.html?tab=npm#instal',
        reason: 'Broken anchor `#instal` on `/docs/guides/setup`',
        hint: 'did you mean `#install`?',
      },
    ]);
  });
});

describe('the real content (TypeDoc included)', () => {
  let site: string;
  beforeAll(async () => {
    // With the cache of the run's build of content/: its TypeDoc JSON and compiled pages.
    site = await warmCopyOfSite();
  });

  it('has no broken link, anchor or route', async () => {
    const { code, report } = await checkJson(site);
    expect(report).toEqual({ findings: [], summary: { errors: 0, warnings: 0 } });
    expect(code).toBe(0);
  });

  it('`npm start` stops at one link broken by hand, with its place and the fix', async () => {
    const file = 'content/docs/client.md';
    const text = await readFile(path.join(site, file), 'utf8');
    const written = '(/docs/server#server-options)';
    const at = text.indexOf(written);
    expect(at).toBeGreaterThan(-1);
    // A markdown link is placed at its `[`.
    const { line, column } = positionAt(text, text.lastIndexOf('[', at));
    await edit(site, file, written, '(/docs/srever#server-options)');

    // `npm start` is `node bin/accounts-docs build && node bin/accounts-docs serve`.
    const result = await cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${file}:${line}:${column}  error  Broken link to \`/docs/srever\`  [broken-link]\n  → did you mean \`/docs/server\`?`,
    );
    expect(result.stderr).toMatch(
      /✖ Build failed with 1 error \(1 broken link\b.*\); the output folder was left as it was\./,
    );
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });
});
