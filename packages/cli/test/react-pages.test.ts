import type { ChildProcess } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from '@accounts-docs/serve';
import { hasChromium, launchChromium, releaseChromium } from './browser.ts';
import { ReusedPages } from './reused-pages.ts';
import { cli, listFiles, repoRoot, serveWatch, tempDir } from './helpers.ts';
import { inProcessCli } from './in-process-cli.ts';

const fixture = path.join(repoRoot, 'packages/cli/test/fixtures/react-site');

/** A copy of the React fixture site to build (and break) in. */
async function copyOfReactSite(): Promise<string> {
  const dir = await tempDir('react-site');
  await cp(fixture, dir, { recursive: true });
  return dir;
}

let reactBuild: Promise<{ site: string; code: number; stderr: string }> | undefined;
/**
 * The fixture built cold once, as a user builds it the first time (`build`: an empty cache,
 * filled): the first two describes read or serve that output and leave it as it is; the later
 * ones copy it, output and cache, to break or edit (`copyOfBuiltSite`). Each built its own cold
 * copy before (four cold builds fewer).
 */
function builtReactSite() {
  reactBuild ??= (async () => {
    const site = await copyOfReactSite();
    const { code, stderr } = await cli(['build'], site);
    return { site, code, stderr };
  })();
  return reactBuild;
}

/** A copy of the built fixture (its output and its build cache), to break or edit. */
async function copyOfBuiltSite(): Promise<string> {
  const built = await builtReactSite();
  expect(built.code, built.stderr).toBe(0);
  const site = await tempDir('react-site');
  await cp(built.site, site, {
    recursive: true,
    verbatimSymlinks: true,
    // The second build of the determinism test, if it ran: not part of the site as a user has it.
    filter: (source) => path.relative(built.site, source) !== 'build-2',
  });
  return site;
}

/**
 * Commands whose output and exit code are the subject, not their process, run through the CLI's
 * `run` in a runner process (in-process-cli.ts): ~1.5 s of CPU less each than a new process.
 * The determinism build keeps a process of its own: nothing of the first build is in memory there.
 */
const runner = inProcessCli(1);
afterAll(() => runner.stop());

const read = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8');

describe('React pages and theme overrides', () => {
  let site: string;
  let out: string;
  let stderr: string;

  beforeAll(async () => {
    const result = await builtReactSite();
    site = result.site;
    out = path.join(site, 'build');
    stderr = result.stderr;
    expect(result.code, result.stderr).toBe(0);
  });

  it('renders a .tsx page inside the site layout, with its meta in the head', async () => {
    const html = await read(out, 'index.html');
    expect(html).toContain('<title>Orbit home | Orbit</title>');
    expect(html).toContain('<meta name="description" content="Track every satellite from one dashboard."/>');
    expect(html).toMatch(/<header class="navbar">[\s\S]*<main id="main" class="page-react">/);
    // useSite() gave the component the site's settings; the feature grid is a local import.
    expect(html).toContain('<h1 id="welcome">Orbit</h1><p>A small site with a React home page</p>');
    expect(html.match(/<article><h2>/g)).toHaveLength(3);
    expect(await read(out, 'showcase/index.html')).toContain('<title>Showcase | Orbit</title>');
  });

  it('turns <Link to> into a link with the base URL and routes the page like markdown pages', async () => {
    const html = await read(out, 'index.html');
    expect(html).toMatch(/<a class="pages_cta" href="\/docs\/intro">Read the introduction<\/a>/);
    expect(await listFiles(out)).toEqual(expect.arrayContaining(['index.html', 'showcase/index.html']));
    expect(await read(out, 'sitemap.xml')).toContain('<loc>https://orbit.example.com/showcase</loc>');
  });

  it("puts a page's CSS module and plain CSS imports in that page's own hashed stylesheet", async () => {
    const home = await read(out, 'index.html');
    const sheet = /href="\/(assets\/css\/page-index\.[0-9a-f]{10}\.css)"/.exec(home)?.[1];
    expect(sheet).toBeDefined();
    expect(await read(out, sheet!)).toBe(
      '.pages_hero{padding:4rem 1rem;text-align:center}.pages_cta{font-weight:700}\n',
    );
    const showcase = await read(out, 'showcase/index.html');
    const other = /href="\/(assets\/css\/page-showcase\.[0-9a-f]{10}\.css)"/.exec(showcase)?.[1];
    expect(await read(out, other!)).toContain('.showcase{max-width:40rem');
    // Each stylesheet is linked only from its page.
    expect(showcase).not.toContain('assets/css/page-index.');
    expect(await read(out, 'docs/intro/index.html')).not.toContain('assets/css/page-');
  });

  it("replaces the footer on every page with the theme folder's Footer.tsx, and adds its CSS", async () => {
    for (const file of [
      'index.html',
      'showcase/index.html',
      'docs/intro/index.html',
      'docs/setup/index.html',
      '404.html',
    ]) {
      const html = await read(out, file);
      expect(html, file).toContain(
        '<footer class="orbit-footer"><p>Orbit<!-- --> has <!-- -->6<!-- --> pages.',
      );
      expect(html, file).not.toContain('footer-columns');
      expect(html, file).toMatch(/<link rel="stylesheet" href="\/assets\/css\/theme\.[0-9a-f]{10}\.css"\/>/);
    }
  });

  it('reports a broken <Link> at the line and column of its JSX', () => {
    expect(stderr).toContain(
      'src/pages/showcase.tsx:12:9  warning  Broken link to `/docs/launch-window`  [broken-link]',
    );
    expect(stderr).not.toContain('/docs/setup`');
  });

  it('writes the same bytes on a second build', async () => {
    const second = path.join(site, 'build-2');
    expect((await cli(['build', '--no-cache', '--out', 'build-2'], site)).code).toBe(0);
    const files = await listFiles(out);
    expect(await listFiles(second)).toEqual(files);
    for (const file of files)
      expect(await readFile(path.join(second, file)), file).toEqual(await readFile(path.join(out, file)));
  });

  it('lists the overridable components with their props types', async () => {
    const text = await runner.cli(['list-theme-components'], repoRoot);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/Footer\.tsx\s+FooterProps \{ ctx: RenderContext \}/);
    const json = JSON.parse(
      (await runner.cli(['list-theme-components', '--format', 'json'], repoRoot)).stdout,
    ) as {
      components: { name: string; props: string }[];
    };
    expect(json.components.map((c) => c.name)).toEqual([
      'Navbar',
      'Footer',
      'AnnouncementBar',
      'HomePage',
      'NotFoundPage',
      'DocPage',
      'MarkdownPage',
      'Sidebar',
      'Breadcrumbs',
      'Pagination',
      'TableOfContents',
      'DocFooter',
    ]);
  });
});

describe.skipIf(!hasChromium && !process.env.CI)('React islands in the browser', () => {
  let browser: Browser;
  let server: RunningServer;
  let url: string;
  let pages: ReusedPages;

  beforeAll(async () => {
    const { site, ...result } = await builtReactSite();
    expect(result.code, result.stderr).toBe(0);
    server = await startServer({ dir: path.join(site, 'build'), port: 0 });
    url = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
    pages = new ReusedPages(() => browser);
  });

  // The two pages (with and without JavaScript) are reused from test to test (reused-pages.ts).
  afterEach(() => pages.reset());

  afterAll(async () => {
    await pages?.close();
    await releaseChromium(browser);
    await server?.close();
  });

  /** Opens a page and returns the script URLs it requested. */
  async function open(route: string, javaScriptEnabled = true) {
    const page = await pages.page({ javaScriptEnabled });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(url + route, { waitUntil: 'networkidle' });
    return { page, scripts };
  }

  it("starts a 'use client' component with its server props: the counter counts", async () => {
    const { page, scripts } = await open('/');
    const counter = page.locator(
      'accounts-island[data-island="project:src/components/Counter.tsx#Counter"] button.counter',
    );
    await page.waitForFunction(
      `document.querySelector('accounts-island')?.dataset.islandState === 'mounted'`,
      undefined,
      { timeout: 60_000 },
    );
    expect(await counter.textContent()).toBe('Satellites tracked: 3');
    await counter.click();
    await counter.click();
    expect(await counter.textContent()).toBe('Satellites tracked: 5');
    expect(scripts.some((s) => s.startsWith('/assets/js/islands/'))).toBe(true);
  });

  it('ships no React to a page without islands', async () => {
    const { page, scripts } = await open('/showcase');
    expect(await page.locator('h1').textContent()).toBe('Showcase');
    expect(scripts.filter((s) => s.startsWith('/assets/js/islands/'))).toEqual([]);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/js\/main\.[0-9a-f]{10}\.js$/)]);
  });

  it("shows the island's server HTML with JavaScript off", async () => {
    const { page } = await open('/', false);
    expect(await page.locator('button.counter').textContent()).toBe('Satellites tracked: 3');
  });
});

describe('React page errors', () => {
  // Each test breaks a copy of the fixture as a user has it before breaking it: built, with its
  // build cache (copyOfBuiltSite).

  /** Breaks the fixture's showcase page with `edit`, builds over a previous output, returns stderr. */
  async function buildBroken(edit: (source: string) => string, extra?: (site: string) => Promise<void>) {
    const site = await copyOfBuiltSite();
    const before = await listFiles(path.join(site, 'build'));
    const file = path.join(site, 'src/pages/showcase.tsx');
    await writeFile(file, edit(await readFile(file, 'utf8')));
    await extra?.(site);
    const result = await runner.cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    // Nothing was written: the previous output is still there, whole.
    expect(await listFiles(path.join(site, 'build'))).toEqual(before);
    return result.stderr;
  }

  it('a syntax error is reported at its place, with the page route', async () => {
    const stderr = await buildBroken((s) => s.replace('<h1>Showcase</h1>', '<h1>Showcase</h2>'));
    expect(stderr).toContain(
      'src/pages/showcase.tsx:9:21  error  Unexpected closing "h2" tag does not match opening "h1" tag (page /showcase)  [react-page-syntax]',
    );
  });

  it('an import that cannot be resolved is reported at the import', async () => {
    const stderr = await buildBroken((s) =>
      s
        .replace(
          "import './showcase.css';",
          "import './showcase.css';\nimport { stations } from 'orbit-stations';",
        )
        .replace('<h1>Showcase</h1>', '<h1>Showcase {stations}</h1>'),
    );
    expect(stderr).toContain(
      'src/pages/showcase.tsx:3:26  error  Could not resolve "orbit-stations" (page /showcase)  [react-page-import]',
    );
  });

  it('a throw while rendering is reported at the throwing line with the route, and other findings still print', async () => {
    const stderr = await buildBroken(
      (s) =>
        s.replace(
          '  return (',
          '  const stations = undefined as unknown as string[];\n  stations.forEach(() => undefined);\n  return (',
        ),
      async (site) => {
        const doc = path.join(site, 'docs/setup.md');
        await writeFile(doc, `${await readFile(doc, 'utf8')}\nSee [the missing page](/docs/nowhere).\n`);
      },
    );
    expect(stderr).toMatch(
      /src\/pages\/showcase\.tsx:8:12 {2}error {2}Rendering \/showcase threw: Cannot read properties of undefined \(reading 'forEach'\) {2}\[react-page-render\]/,
    );
    expect(stderr).toContain('docs/setup.md:5:5  warning  Broken link to `/docs/nowhere`');
  });

  it('a throw at import time is reported at its line', async () => {
    const stderr = await buildBroken((s) =>
      s.replace('export const meta', "throw new Error('no stations yet');\nexport const meta"),
    );
    expect(stderr).toMatch(
      /src\/pages\/showcase\.tsx:4:7 {2}error {2}src\/pages\/showcase\.tsx threw while loading: no stations yet \(page \/showcase\)/,
    );
  });

  it('a page without a default export, and a theme file that names no component, are reported', async () => {
    const stderr = await buildBroken(
      (s) => s.replace('export default function', 'export function'),
      (site) =>
        writeFile(
          path.join(site, 'src/theme/Foter.tsx'),
          'export default function Foter() { return null; }\n',
        ),
    );
    expect(stderr).toContain(
      'src/pages/showcase.tsx:1:1  error  a React page must `export default` a component  [react-page-export]',
    );
    expect(stderr).toContain('src/theme/Foter.tsx:1:1  warning  Foter.tsx does not name a theme component');
    expect(stderr).toContain('did you mean `Footer`?');
  });
});

describe('Theme override types', () => {
  it("an override whose props differ from the theme's props type is an error at its export", async () => {
    // The built fixture with its cache: the check must run for the new override all the same.
    const site = await copyOfBuiltSite();
    await writeFile(
      path.join(site, 'src/theme/Pagination.tsx'),
      [
        '/** Numbered pages instead of previous / next. */',
        'export default function Pagination({ page, total }: { page: number; total: number }) {',
        '  return <p className="pager">Page {page} of {total}</p>;',
        '}',
        '',
      ].join('\n'),
    );
    const result = await runner.cli(['build'], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'src/theme/Pagination.tsx:2:1  error  Pagination does not accept the props the theme gives it:',
    );
    expect(result.stderr).toContain(
      "Type 'PaginationProps' is missing the following properties from type '{ page: number; total: number; }': page, total  [theme-override-props]",
    );
    // Typed as the theme says, it builds (and the check is remembered in the cache).
    await writeFile(
      path.join(site, 'src/theme/Pagination.tsx'),
      [
        "import type { PaginationProps } from 'accounts-docs/theme';",
        'export default function Pagination({ previous, next }: PaginationProps) {',
        '  return <p className="pager">{previous?.label} · {next?.label}</p>;',
        '}',
        '',
      ].join('\n'),
    );
    const fixed = await runner.cli(['build'], site);
    expect(fixed.code, fixed.stderr).toBe(0);
    expect(await read(path.join(site, 'build'), 'docs/intro/index.html')).toContain(
      '<p class="pager"> · <!-- -->Setup</p>',
    );
  });
});

describe('React pages in serve --watch', () => {
  let site: string;
  let child: ChildProcess;
  let base: string;
  let output = '';

  beforeAll(async () => {
    // From the built fixture with its cache: the subject is the rebuild on save, not the first build.
    site = await copyOfBuiltSite();
    ({ child, base } = await serveWatch(site, (chunk) => (output += chunk)));
  }, 360_000); // serveWatch's own limit (5 minutes) reports a server that never starts

  afterAll(() => {
    child?.kill('SIGTERM'); // undefined when the server did not start: beforeAll's error is the one to read
  });

  it('rebuilds a React page and an override on save', async () => {
    const page = path.join(site, 'src/pages/showcase.tsx');
    await writeFile(
      page,
      (await readFile(page, 'utf8')).replace('Stations that run Orbit.', 'Ground stations that run Orbit.'),
    );
    await until(
      async () => (await (await fetch(`${base}/showcase`)).text()).includes('Ground stations'),
      () => output,
    );
    const footer = path.join(site, 'src/theme/Footer.tsx');
    await writeFile(footer, (await readFile(footer, 'utf8')).replace('See who uses it', 'Meet the stations'));
    await until(
      async () => (await (await fetch(`${base}/docs/intro`)).text()).includes('Meet the stations'),
      () => output,
    );
  });
});

/**
 * Waits for `check` to hold. A request that fails is tried again (on a busy machine the server
 * closes an idle keep-alive connection as fetch reuses it: ECONNRESET); at the time limit, the
 * last failure and the server's output say why.
 */
async function until(check: () => Promise<boolean>, context: () => string, timeout = 120_000): Promise<void> {
  const start = Date.now();
  let failure: unknown;
  for (;;) {
    try {
      if (await check()) return;
      failure = undefined;
    } catch (error) {
      failure = error;
    }
    if (Date.now() - start > timeout)
      throw new Error(
        `timed out${failure ? ` (last request: ${String(failure)}${(failure as Error).cause ? `, ${String((failure as Error).cause)}` : ''})` : ''}; server output:\n${context()}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}
