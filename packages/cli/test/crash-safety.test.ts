import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bin, cli, listFiles, tempDir } from './helpers.ts';
import { smallSite, writeDocs } from './small-site.ts';

const PAGES = 40;

/** Every file of a folder and its bytes, as one comparable value. */
async function contents(dir: string): Promise<Map<string, string>> {
  const files = await listFiles(dir);
  return new Map(
    await Promise.all(
      files.map(async (f) => [f, (await readFile(path.join(dir, f))).toString('base64')] as const),
    ),
  );
}

function start(args: string[], cwd: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, NO_COLOR: '1', ...env } });
}

/** Resolves when the stream has printed a line matching `pattern`. */
function waitFor(stream: NodeJS.ReadableStream, pattern: RegExp, child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}: ${text}`)));
  });
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * Where a build is killed: points of the writer named by its test hook (see checkpoint.ts),
 * from just after the start-up recovery to the removal of the old output, and one kill by
 * time, while the site is still being read.
 */
const POINTS: (string | { afterMs: number })[] = [
  { afterMs: 300 },
  'recovered',
  'opened',
  'static',
  'write:1',
  'write:15',
  'write:35',
  'before-marker',
  'marker',
  'old-moved',
  'new-moved',
  'unmarked',
  'old-removed',
];

describe('a build killed with SIGKILL', () => {
  let site: string;
  const versions = new Map<string, Map<string, string>>();
  // The builds that are not killed (the references, the first, and the one after each kill) go
  // through the CLI's `run` in the runner processes `cli()` shares (helpers.ts): ~1.5 s of CPU
  // less each, 15 of them. The killed builds and the servers are processes of their own: the
  // kill is the subject.

  beforeAll(async () => {
    site = await smallSite(PAGES, 'v0');
    // The complete output of each version, built elsewhere with a cache of its own.
    for (const version of ['v0', 'v1']) {
      await writeDocs(site, PAGES, version);
      const out = path.join(await tempDir(`reference-${version}`), 'build');
      const built = await cli(['build', '--out', out, '--no-cache'], site);
      expect(built.code, built.stderr).toBe(0);
      versions.set(version, await contents(out));
    }
    await writeDocs(site, PAGES, 'v0');
    const first = await cli(['build'], site);
    expect(first.code, first.stderr).toBe(0);
  });

  it(`leaves, at each of ${POINTS.length} points, the old or the new build whole for serve, and nothing stale after the next build`, async () => {
    const out = path.join(site, 'build');
    let current = 'v0';
    const seen: string[] = [];
    for (const point of POINTS) {
      const next = current === 'v0' ? 'v1' : 'v0';
      await writeDocs(site, PAGES, next);
      const name = typeof point === 'string' ? point : `${point.afterMs} ms`;
      const build =
        typeof point === 'string'
          ? start(['build'], site, { ACCOUNTS_DOCS_TEST_PAUSE_AT: point })
          : start(['build'], site);
      if (typeof point === 'string') await waitFor(build.stderr!, new RegExp(`paused at ${point}\\n`), build);
      else await new Promise((resolve) => setTimeout(resolve, point.afterMs));
      await killHard(build);

      // serve finds a whole site (restoring it if the kill came between the two renames).
      const server = start(['serve', '--port', '0'], site);
      const url = (await waitFor(server.stdout!, /http:\/\/\S+:\d+\//, server)).replace(
        'localhost',
        '127.0.0.1',
      );
      const page = await (await fetch(`${url}docs/page-1`)).text();
      await killHard(server);
      const found = await contents(out);
      const whole = [current, next].find((version) => equal(found, versions.get(version)!));
      expect(
        whole,
        `killed at ${name}: the output is neither ${current} nor ${next} complete (against ${current}: ${differences(found, versions.get(current)!)}; against ${next}: ${differences(found, versions.get(next)!)})`,
      ).toBeDefined();
      expect(page).toContain(`${whole} version`);
      seen.push(`${name}: ${whole === current ? 'old' : 'new'}`);

      // The next build completes and leaves no temporary or old folder behind.
      const after = await cli(['build'], site);
      expect(after.code, after.stderr).toBe(0);
      const built = await contents(out);
      expect(
        equal(built, versions.get(next)!),
        `after ${name}: ${differences(built, versions.get(next)!)}`,
      ).toBe(true);
      expect(
        (await readdir(site)).filter((f) => f.startsWith('build.')),
        `after ${name}`,
      ).toEqual([]);
      current = next;
    }
    // Both outcomes happen: killed before the swap, the old build; after it, the new one.
    expect(seen.some((s) => s.endsWith('old'))).toBe(true);
    expect(seen.some((s) => s.endsWith('new'))).toBe(true);
  }, 600_000);
});

/** The files two outputs disagree on: missing from `found`, extra in it, or other bytes. */
function differing(found: Map<string, string>, expected: Map<string, string>): string[] {
  return [...new Set([...found.keys(), ...expected.keys()])].filter(
    (file) => found.get(file) !== expected.get(file),
  );
}

function equal(found: Map<string, string>, expected: Map<string, string>): boolean {
  return differing(found, expected).length === 0;
}

/** The files two outputs disagree on, the first few, for a failure's message. */
function differences(found: Map<string, string>, expected: Map<string, string>): string {
  const files = differing(found, expected).map(
    (file) => `${file} (${!found.has(file) ? 'missing' : !expected.has(file) ? 'extra' : 'differs'})`,
  );
  return `${files.length} files: ${files.slice(0, 6).join(', ')}`;
}
