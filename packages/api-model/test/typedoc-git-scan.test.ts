import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findApiPackages, loadTypeDocProject } from '../src/index.ts';

const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'monorepo');
const temps: string[] = [];

function temp(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-model-git-'));
  temps.push(dir);
  return dir;
}

afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The fixture monorepo in a folder with a `.git` directory, and a `git` on PATH that logs its calls. */
function repositoryWithLoggingGit(): { root: string; calls: () => string[] } {
  const root = temp();
  cpSync(fixture, root, { recursive: true });
  mkdirSync(path.join(root, '.git'));
  const bin = temp();
  const log = path.join(bin, 'calls.log');
  writeFileSync(log, '');
  // `--version` succeeds (git is "installed"); anything else fails, as outside a real repository.
  writeFileSync(
    path.join(bin, 'git'),
    `#!/bin/sh\necho "$*" >> '${log}'\n[ "$1" = "--version" ] && exit 0\nexit 1\n`,
  );
  chmodSync(path.join(bin, 'git'), 0o755);
  process.env.PATH = `${bin}${path.delimiter}${originalPath}`;
  return { root, calls: () => readFileSync(log, 'utf8').split('\n').filter(Boolean) };
}

const originalPath = process.env.PATH;
beforeEach(() => {
  process.env.PATH = originalPath;
});
afterEach(() => {
  process.env.PATH = originalPath;
});

describe("TypeDoc's git scan", { timeout: 120_000 }, () => {
  it('is skipped with disableGit (our default): no git process, sources as before', async () => {
    const { root, calls } = repositoryWithLoggingGit();
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    const { project } = await loadTypeDocProject({ root, packages, tsconfig: 'tsconfig.json' });
    expect(calls()).toEqual([]);
    expect(project.children!.map((c) => c.sources?.[0]?.fileName)).toEqual(['widgets/lib/main.ts']);
  });

  it('still runs when a config turns git back on', async () => {
    const { root, calls } = repositoryWithLoggingGit();
    const packages = await findApiPackages({ root, patterns: ['widgets'] });
    await loadTypeDocProject({
      root,
      packages,
      tsconfig: 'tsconfig.json',
      typedocOptions: { disableGit: false },
    });
    // TypeDoc asks the repository found for its top level (our fake git says it is none).
    expect(calls()).toContain(`-C ${root} rev-parse --show-toplevel`);
  });
});
