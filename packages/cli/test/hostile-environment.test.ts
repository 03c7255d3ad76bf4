import { execFile, execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bin, cli, cliProcess, listFiles, tempDir, type CliResult } from './helpers.ts';
import { inProcessCli } from './in-process-cli.ts';
import { smallSite } from './small-site.ts';

/**
 * The hostile cases the corpus cannot hold, because they are about the machine rather than the
 * project: signals, a FIFO in the served folder, ports in use, a full disk, read-only and
 * immutable folders, an unreadable folder. A full disk is a small tmpfs and a read-only folder
 * a read-only bind mount, made only when this runs as root and `mount` works (the tests that
 * need them say so and are skipped otherwise); an unreadable folder is read by the unprivileged
 * user `nobody` (setpriv), since root reads everything.
 */

const isRoot = process.getuid?.() === 0;

/**
 * Builds through the runner processes `cli()` shares (helpers.ts): what these builds meet (a full
 * disk, a read-only or immutable folder) is the subject, not their process. What is about the
 * process (a signal, serve, a user without rights) still runs `bin/accounts-docs` of its own.
 */
const mounts: string[] = [];

/** Mounts `args` at a new folder; undefined where mounting is not possible here. */
function tryMount(dir: string, args: string[]): string | undefined {
  if (!isRoot) return undefined;
  const result = spawnSync('mount', [...args, dir]);
  if (result.status !== 0) return undefined;
  mounts.push(dir);
  return dir;
}

const canMount =
  isRoot &&
  (() => {
    const probe = path.join('/tmp', `accounts-docs-mount-probe-${process.pid}`);
    spawnSync('mkdir', ['-p', probe]);
    const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]).status === 0;
    if (ok) spawnSync('umount', [probe]);
    spawnSync('rmdir', [probe]);
    return ok;
  })();

const canDropPrivileges =
  isRoot && spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', 'true']).status === 0;

afterAll(async () => {
  for (const dir of mounts.reverse()) spawnSync('umount', ['-l', dir]);
});

const noTrace = (stderr: string) => {
  expect(stderr).not.toMatch(/^ {4}at /m);
  expect(stderr).not.toContain('node:internal');
};

/** Every file of a folder and its bytes. */
async function contents(dir: string): Promise<Map<string, string>> {
  const files = await listFiles(dir);
  return new Map(
    await Promise.all(
      files.map(async (f) => [f, (await readFile(path.join(dir, f))).toString('base64')] as const),
    ),
  );
}

/** Resolves when the child has printed a line matching `pattern` on stderr or stdout. */
function printed(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const take = (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) resolve(text);
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.once('exit', (code) => reject(new Error(`exited with ${code} before ${pattern}:\n${text}`)));
  });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

describe('a long-lived process running one command after another', () => {
  // A process that runs commands one after another (the CLI's `run` in a runner, as tests and
  // tools embed it) may start esbuild in a folder that is gone by its next command. esbuild
  // keeps the working folder it started in, and resolved nothing from a removed one ("Could not
  // resolve" the config): the bundles now name their own working folder.
  it('builds the next site once the folder of the last is removed: the config and the assets bundle as before', async () => {
    const runner = inProcessCli(1);
    try {
      const first = await smallSite(1);
      expect((await runner.cli(['build', '--no-cache'], first)).code).toBe(0);
      await rm(first, { recursive: true, force: true });
      const next = await smallSite(2);
      const result = await runner.cli(['build', '--no-cache'], next);
      expect(result.stderr).not.toContain('Could not resolve');
      expect(result.code).toBe(0);
      expect(existsSync(path.join(next, 'build/docs/page-2/index.html'))).toBe(true);
    } finally {
      await runner.stop();
    }
  });

  it('builds again and again with one code highlighter: Shiki warns of no tenth instance', async () => {
    // Shiki is meant to be one instance, and says so on stderr when a process has made ten.
    const runner = inProcessCli(1);
    try {
      const site = await smallSite(1);
      await writeFile(path.join(site, 'docs/code.md'), '# Code\n\n```ts\nconst answer = 42;\n```\n');
      for (let i = 0; i < 11; i++) {
        const result = await runner.cli(['build', '--no-cache'], site);
        expect(result.stderr, `build ${i + 1}`).toBe('');
        expect(result.code).toBe(0);
      }
    } finally {
      await runner.stop();
    }
  });
});

describe('a build stopped by a signal', () => {
  let site: string;
  let before: Map<string, string>;

  beforeAll(async () => {
    site = await smallSite(40);
    const first = await cli(['build', '--no-cache'], site);
    expect(first.code, first.stderr).toBe(0);
    before = await contents(path.join(site, 'build'));
  });

  it.each([
    ['SIGINT', 'opened', 130],
    ['SIGTERM', 'write:15', 143],
    ['SIGINT', 'before-marker', 130],
  ] as const)(
    'by %s at %s: says so, removes its new folder, leaves the output whole',
    async (signal, point, code) => {
      const child = spawn(process.execPath, [bin, 'build', '--no-cache'], {
        cwd: site,
        env: { ...process.env, NO_COLOR: '1', ACCOUNTS_DOCS_TEST_PAUSE_AT: point },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      await printed(child, new RegExp(`paused at ${point}`));
      child.kill(signal);
      expect(await exited(child)).toEqual({ code, signal: null });
      expect(stderr).toContain(`The build was stopped by ${signal}; the output folder was left as it was.`);
      noTrace(stderr);
      expect((await readdir(site)).filter((name) => name.startsWith('build.'))).toEqual([]);
      expect(await contents(path.join(site, 'build'))).toEqual(before);
    },
  );
});

describe('serve', () => {
  it('answers past FIFOs in the served folder, serves no dot file through a link, and ends on SIGTERM', async () => {
    const site = await smallSite(2);
    expect((await cli(['build', '--no-cache'], site)).code).toBe(0);
    const dir = path.join(site, 'build');
    execFileSync('mkfifo', [path.join(dir, 'pipe')]);
    execFileSync('mkfifo', [path.join(dir, 'docs', 'stuck.html')]);
    await writeFile(path.join(dir, '.secret'), 'SECRET');
    await writeFile(path.join(site, '.env'), 'SECRET=1');
    execFileSync('ln', ['-s', '.secret', path.join(dir, 'alias.txt')]);
    execFileSync('ln', ['-s', '../.env', path.join(dir, 'env.txt')]);
    const child = spawn(process.execPath, [bin, 'serve', '--port', '0'], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1' },
    });
    try {
      // No config: serve says where it serves on stdout; the port is in the message.
      const out = await printed(child, /Serving .* at (http:\/\/\S+?)\/?\s/);
      const base = /at (http:\/\/\S+?)\/?\s/.exec(out)![1]!;
      // More requests for FIFOs than the thread pool has threads (4): none may hold one.
      const fifos = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          fetch(`${base}/${i % 2 ? 'pipe' : 'docs/stuck'}`).then((r) => r.status),
        ),
      );
      expect(fifos.every((status) => status === 404)).toBe(true);
      expect((await fetch(`${base}/docs/page-1`)).status).toBe(200);
      for (const file of ['alias.txt', 'env.txt', '.secret']) {
        const response = await fetch(`${base}/${file}`);
        expect([403, 404]).toContain(response.status);
        expect(await response.text()).not.toContain('SECRET');
      }
      child.kill('SIGTERM');
      expect(await exited(child)).toEqual({ code: 0, signal: null });
    } finally {
      child.kill('SIGKILL');
    }
  }, 600_000);

  it("says a port is in use, or an address is not this machine's, as a message", async () => {
    const site = await smallSite(1);
    expect((await cli(['build', '--no-cache'], site)).code).toBe(0);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const taken = await cli(['serve', '--port', String(port)], site);
      expect(taken.code).toBe(1);
      expect(taken.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
      expect(taken.stderr).toContain('[serve-listen]');
      expect(taken.stderr).toContain('Nothing is served.');
      noTrace(taken.stderr);
    } finally {
      blocker.close();
    }
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine.
    const elsewhere = await cli(['serve', '--port', '0', '--host', '192.0.2.1'], site);
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stderr).toContain("The address 192.0.2.1 is not one of this machine's");
    noTrace(elsewhere.stderr);
  }, 600_000);

  it('with --watch, stays up when an edit makes the config end the process', async () => {
    const site = await smallSite(2);
    const child = spawn(process.execPath, [bin, 'serve', '--watch', '--port', '0'], {
      cwd: site,
      env: { ...process.env, NO_COLOR: '1' },
    });
    try {
      const out = await printed(child, /Serving .* at (http:\/\/\S+?)\/?\s/);
      const base = /at (http:\/\/\S+?)\/?\s/.exec(out)![1]!;
      const config = path.join(site, 'accounts-docs.config.ts');
      await writeFile(config, `process.exit(0);\n${await readFile(config, 'utf8')}`);
      await printed(child, /a config may not call process\.exit\(\)/);
      expect((await fetch(`${base}/docs/page-1`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited(child)).toEqual({ code: 0, signal: null });
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe.skipIf(!canMount)('a full disk (a small tmpfs)', () => {
  it('fails the build with a message when the output does not fit, and leaves nothing on the disk', async () => {
    const site = await smallSite(3);
    const disk = tryMount(await tempDir('full-out'), ['-t', 'tmpfs', '-o', 'size=300k', 'tmpfs'])!;
    const result = await cli(['build', '--no-cache', '--out', path.join(disk, 'site')], site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error {2}The disk is full: .* could not be written {2}\[output-write\]/);
    noTrace(result.stderr);
    expect(await readdir(disk)).toEqual([]);
  });

  it('builds the same site when the cache does not fit', async () => {
    const site = await smallSite(3);
    const disk = tryMount(await tempDir('full-cache'), ['-t', 'tmpfs', '-o', 'size=48k', 'tmpfs'])!;
    const result = await cli(['build', '--cache-dir', path.join(disk, 'cache')], site);
    expect(result.code, result.stderr).toBe(0);
    noTrace(result.stderr);
    const reference = await cli(['build', '--no-cache', '--out', 'reference'], site);
    expect(reference.code).toBe(0);
    expect(await contents(path.join(site, 'build'))).toEqual(await contents(path.join(site, 'reference')));
    expect((await readdir(path.join(disk, 'cache'))).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});

describe.skipIf(!canMount)('read-only folders (a read-only bind mount)', () => {
  let project: string;
  let elsewhere: string;

  beforeAll(async () => {
    const site = await smallSite(2);
    const readOnly = await tempDir('read-only');
    tryMount(readOnly, ['--bind', site]);
    expect(spawnSync('mount', ['-o', 'remount,ro,bind', readOnly]).status).toBe(0);
    project = readOnly;
    elsewhere = await tempDir('elsewhere');
  });

  it('builds a read-only checkout with --no-cache and the output elsewhere: nothing is written in it', async () => {
    const result = await cli(
      [
        'build',
        '--no-cache',
        '--cache-dir',
        path.join(elsewhere, 'cache'),
        '--out',
        path.join(elsewhere, 'out'),
      ],
      project,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(elsewhere, 'out', 'docs/page-1/index.html'))).toBe(true);
  });

  it('builds without the cache, with a warning, when the cache folder is on the read-only disk', async () => {
    const result = await cli(['build', '--out', path.join(elsewhere, 'out2')], project);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(
      'cannot be written (EROFS): this build runs without a cache  [cache-unwritable]',
    );
  });

  it('says the output folder is on a read-only disk, not that a folder is missing', async () => {
    const result = await cli(
      ['build', '--no-cache', '--cache-dir', path.join(elsewhere, 'cache'), '--out', 'new/site'],
      project,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/new\/site is on a read-only file system {2}\[output-write\]/);
    expect(result.stderr).not.toContain('ENOENT');
    noTrace(result.stderr);
  });
});

describe.skipIf(!isRoot || spawnSync('chattr', ['--help']).error !== undefined)(
  'immutable folders (chattr +i)',
  () => {
    it('refuses to replace an immutable output folder with a message, and leaves it whole', async () => {
      const site = await smallSite(2);
      expect((await cli(['build', '--no-cache'], site)).code).toBe(0);
      const out = path.join(site, 'build');
      const before = await contents(out);
      if (spawnSync('chattr', ['+i', out]).status !== 0) return; // a file system without attributes
      let result: CliResult;
      try {
        result = await cli(['build', '--no-cache'], site);
      } finally {
        spawnSync('chattr', ['-i', out]);
      }
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('[output-write]');
      expect(result.stderr).toContain('marked immutable');
      noTrace(result.stderr);
      expect(await contents(out)).toEqual(before);
      expect((await readdir(site)).filter((name) => name.startsWith('build.'))).toEqual([]);
    });

    it('reports success, with a warning, when only the removal of the old output fails', async () => {
      const site = await smallSite(2);
      expect((await cli(['build', '--no-cache'], site)).code).toBe(0);
      const stuck = path.join(site, 'build', '404.html');
      if (spawnSync('chattr', ['+i', stuck]).status !== 0) return;
      let result: CliResult;
      try {
        await writeFile(path.join(site, 'docs', 'page-1.md'), '---\ntitle: Page 1\n---\n\nChanged.\n');
        // Processes of their own, as a user's builds are: the folder this build leaves is named
        // after its process, and one whose process is still alive (a shared runner's) may be
        // another build's under way, which the next build leaves alone.
        result = await cliProcess(['build', '--no-cache'], site);
      } finally {
        for (const name of await readdir(site))
          if (name.startsWith('build')) spawnSync('chattr', ['-i', path.join(site, name, '404.html')]);
      }
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('[output-cleanup]');
      expect(await readFile(path.join(site, 'build', 'docs', 'page-1', 'index.html'), 'utf8')).toContain(
        'Changed.',
      );
      // The next build removes what was left.
      expect((await cliProcess(['build', '--no-cache'], site)).code).toBe(0);
      expect((await readdir(site)).filter((name) => name.startsWith('build.'))).toEqual([]);
    });
  },
);

describe.skipIf(!canDropPrivileges)('an unreadable folder (read by the user nobody)', () => {
  it('is an error at the folder, not a stack trace', async () => {
    const site = await smallSite(2);
    await mkdir(path.join(site, 'docs', 'private'));
    await writeFile(path.join(site, 'docs', 'private', 'secret.md'), '# Secret\n');
    // nobody may read and write the project (its evaluation of the config, its output) but not that folder.
    await chmod(path.dirname(site), 0o755).catch(() => undefined);
    await mkdir(path.join(site, 'tmp'));
    for (const dir of [site, path.join(site, 'docs'), path.join(site, 'tmp')]) await chmod(dir, 0o777);
    await chmod(path.join(site, 'docs', 'private'), 0o000);
    const result = await new Promise<CliResult>((resolve) =>
      execFile(
        'setpriv',
        ['--reuid=65534', '--regid=65534', '--clear-groups', process.execPath, bin, 'build', '--no-cache'],
        // This machine's /tmp may refuse nobody; the build's temporary files go into the project.
        { cwd: site, env: { ...process.env, NO_COLOR: '1', HOME: site, TMPDIR: path.join(site, 'tmp') } },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      ),
    );
    await chmod(path.join(site, 'docs', 'private'), 0o755);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /docs\/private:1:1 {2}error {2}The folder .* cannot be read \(EACCES\) {2}\[source-file-unreadable\]/,
    );
    noTrace(result.stderr);
    await rm(site, { recursive: true, force: true });
  }, 600_000);
});
