import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A package's unit-test files, split by whether they replace a module (`vi.mock`). The others
 * run without isolation: one worker process imports the stages' modules once for every file it
 * runs, not once a file (the unit projects' CPU fell from ~245 s to ~180 s, importing was most
 * of it). A file that mocks a module needs a module registry of its own, or its mock would meet
 * the module another file already imported (and leak into the next): it runs isolated, in a
 * project of its own named `<package>-mocks`. Read from the files, so a new mock is never missed.
 */
function unitFiles(folders: string[]): { shared: string[]; mocking: string[] } {
  const split = { shared: [] as string[], mocking: [] as string[] };
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${folder}/${file.split('\\').join('/')}`)
      .sort(),
  );
  for (const file of files)
    (/\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')) ? split.mocking : split.shared).push(file);
  return split;
}

/**
 * The projects of one folder of tests: shared, and isolated for the files that mock. The
 * CLI's files share their worker too (`options`: its run-wide setup and limits): a new process
 * for each of ~60 files, importing playwright-core, the serve stage and the helpers again, took
 * 5-25 s between one file and the next of a worker. Their state outside the process (servers,
 * browsers) each file closes in `afterAll`; the runners of `cli()` (helpers.ts) serve every file
 * of the process and end with it.
 */
function folderProjects(name: string, folders: string[], options: object = {}) {
  const { shared, mocking } = unitFiles(folders);
  return [
    { extends: true as const, test: { ...options, name, include: shared, isolate: false } },
    ...(mocking.length > 0
      ? [{ extends: true as const, test: { ...options, name: `${name}-mocks`, include: mocking } }]
      : []),
  ];
}

/**
 * The CLI's files first, then the unit files. Vitest's own order runs project after project by
 * name (`api-model` … `cache`, `cli`, `config` … `workers`), within one the slowest file of the
 * last run first (on a fresh clone, as in CI, the largest). The CLI's files are most of the
 * suite's time and the unit files the shortest: started last, the unit files fill the workers
 * while the last CLI files end, where otherwise ~100 s of short files ran after them.
 */
class CliFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cli = (file: TestSpecification) => file.project.name.startsWith('cli');
    return [...sorted.filter(cli), ...sorted.filter((file) => !cli(file))];
  }
}

/**
 * Vitest 4 removed `vitest.workspace.ts`; its successor is `test.projects` here (see
 * docs/ARCHITECTURE.md). One project per package keeps `--project markdown` runs fast.
 */
export default defineConfig({
  test: {
    // Limits catch hangs, never slowness: no test may fail only because the machine is busy (a
    // 2-core machine under a load of 20 runs a 1 s unit test in well over vitest's default 5 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits for something that will happen (a rebuild, a page load): its default
    // of 1 s is a timed assertion on a busy machine. A minute only catches what never happens.
    expect: { poll: { timeout: 60_000 } },
    // The same for a config's own load limit (10 s, `ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS`): a build's
    // config thread under a load of 25-35 has taken longer, failing a test that is not about it.
    // The tests of that limit set a short one of their own.
    env: { ACCOUNTS_DOCS_CONFIG_TIMEOUT_MS: '300000' },
    // Two test files at a time. Vitest's default for `vitest run` is one worker fewer than the
    // machine's cores: on this 2-core machine that is one, and the whole suite ran file after
    // file (23.7 min). Most files spend their time in a CLI child process, Chromium or a server
    // they wait on, so two at a time keep both cores busy. Three ran no faster (1,076 s against
    // 1,070 s, both quiet, docs/development.md) with the machine's load doubled; measured again
    // with the files' commands in shared runners, slower (767 s against 754 s). With two, the
    // machine is 98% busy through a run (/proc/stat): a third file has no idle core to fill.
    maxWorkers: 2,
    sequence: { sequencer: CliFirst },
    projects: [
      // Every package's unit tests, site-theme's and the workspace checks (package manifests
      // against the code's imports) in one project: a project has workers of its own, so with
      // one a package, each of ~20 projects started its workers and imported the stages again
      // (~75 s at the end of a run, with one file at a time). One package: `npx vitest run
      // packages/markdown`.
      ...folderProjects('unit', [
        ...[
          'cache',
          'config',
          'content',
          'diagnostics',
          'routes',
          'assets',
          'api-model',
          'api-pages',
          'markdown',
          'site-model',
          'render',
          'output',
          'serve',
          'links',
          'search-index',
          'pages',
          'llms',
          'react-pages',
          'workers',
        ].map((name) => `packages/${name}/test`),
        'site-theme/test',
        'test',
      ]),
      // The CLI end to end: builds content/ in full and serves it; slower, so projects of its own.
      ...folderProjects('cli', ['packages/cli/test'], {
        // A folder the files of a run share: the one cold build of content/ (content-build.ts).
        globalSetup: ['packages/cli/test/global-setup.ts'],
        testTimeout: 600_000,
        hookTimeout: 600_000,
      }),
    ],
  },
});
