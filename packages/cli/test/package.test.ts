import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { selectAll } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHtml, repoRoot, tempDir } from './helpers.ts';

/**
 * The published package as a user gets it: `npm run pack` makes the tarball, which is installed
 * into a new project outside this repository (whose path has a space), and README's quick start
 * is followed there literally — the install taking the tarball instead of the registry's name.
 *
 * npm installs from its cache (`--prefer-offline`): `npm ci` put every tarball there, but not
 * the registry's documents of each package (packuments), which npm reads to resolve the
 * package's version ranges; on a clean CI machine it fetches those (~120 small requests) and
 * takes every tarball from the cache. With a cache that has them (any machine that ran `npm
 * install`), nothing is downloaded.
 */

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * npm passes its settings to the scripts it runs as `npm_*` variables: one of them
 * (`npm_config_local_prefix`) would make the install below land in this repository.
 */
const env: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_/i.test(key) || /^npm_config_(cache|registry|userconfig)$/i.test(key),
  ),
);
env.NO_COLOR = '1';

function run(command: string, cwd: string): Promise<Result> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', command], { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The commands of README's "Use it on your project" block, as written. */
function quickStart(): string[] {
  const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## Use it on your project$/m)[1]!.split(/^## /m)[0]!;
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  return block
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}

/** Bare module names the bundled files import (what must be installed beside them), read with TypeScript's parser. */
async function bareImports(dir: string): Promise<Set<string>> {
  const names = new Set<string>();
  const add = (node: ts.Node | undefined) => {
    if (!node || !ts.isStringLiteralLike(node)) return;
    const specifier = node.text;
    if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier))
      return;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath, entry.name);
    visit(
      ts.createSourceFile(
        file,
        await readFile(file, 'utf8'),
        ts.ScriptTarget.Latest,
        false,
        ts.ScriptKind.JS,
      ),
    );
  }
  return names;
}

let packDir: string;
let tarball: string;
let packed: { filename: string; files: { path: string }[]; size: number; unpackedSize: number };
let project: string;
const steps = new Map<string, Result>();

describe('the accounts-docs package, installed in a new project', () => {
  beforeAll(async () => {
    const started = Date.now();
    const timings: string[] = [];
    const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
      const from = Date.now();
      const value = await step();
      timings.push(`${label} ${((Date.now() - from) / 1000).toFixed(1)} s`);
      return value;
    };
    packDir = await tempDir('pack');
    const result = await timed('pack', () =>
      run(`"${process.execPath}" scripts/pack.mjs --json --pack-destination "${packDir}"`, repoRoot),
    );
    expect(result.code, result.stderr).toBe(0);
    [packed] = JSON.parse(result.stdout.slice(result.stdout.indexOf('[')));
    tarball = path.join(packDir, packed.filename);

    // A project of its own (npm would otherwise install into the first folder above with a
    // package.json), in a path with a space.
    project = path.join(await tempDir('user site'), 'my site');
    await mkdir(project);
    await writeFile(path.join(project, 'package.json'), '{ "name": "my-site", "private": true }\n');
    for (const command of quickStart()) {
      if (command === 'npx accounts-docs serve') continue; // runs in its own test, in the background
      const line = command.startsWith('npm install')
        ? command.replace(/ accounts-docs$/, ` "${tarball}" --prefer-offline --no-audit --no-fund`)
        : command.replace(/^npx /, 'npx --no ');
      steps.set(command, await timed(command, () => run(line, project)));
    }
    // What the package costs a user, and what this test spends on it.
    console.log(
      `package: ${packed.size} B packed, ${packed.unpackedSize} B unpacked; ${timings.join(', ')}; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
    );
  }, 600_000);

  afterAll(async () => {
    await rm(packDir, { recursive: true, force: true });
    await rm(path.dirname(project), { recursive: true, force: true });
  });

  it('packs the CLI, its types, the theme, README and LICENSE, and no test, fixture or cache file', () => {
    const files = packed.files.map((file) => file.path);
    for (const file of [
      'package.json',
      'README.md',
      'LICENSE',
      'THIRD-PARTY-NOTICES.md',
      'bin.js',
      'dist/cli.js',
      'dist/index.js',
      'dist/theme.js',
      'dist/types/index.d.ts',
      'dist/types/theme.d.ts',
      'site-theme/client/index.ts',
      'site-theme/css/index.css',
    ])
      expect(files).toContain(file);
    const unwanted =
      /(^|\/)(test|tests|__tests__|__snapshots__|fixtures?|golden|hostile|node_modules|\.cache)(\/|$)|\.test\.|\.tgz$|\.tsbuildinfo$/;
    expect(files.filter((file) => unwanted.test(file))).toEqual([]);
  });

  it("README's quick start works: install, init, build (exit codes, pages)", async () => {
    const [install, init, build] = quickStart();
    expect(quickStart()).toEqual([
      'npm install -D accounts-docs',
      'npx accounts-docs init',
      'npx accounts-docs build',
      'npx accounts-docs serve',
    ]);
    expect(steps.get(install!)!.code, steps.get(install!)!.stderr).toBe(0);
    const initialized = steps.get(init!)!;
    expect(initialized.code, initialized.stderr).toBe(0);
    expect(initialized.stdout).toContain('accounts-docs.config.ts');
    expect(initialized.stdout).toMatch(/npx accounts-docs build\n\s+npx accounts-docs serve/);
    const built = steps.get(build!)!;
    expect(built.code, built.stderr).toBe(0);

    const home = await readHtml(path.join(project, 'build/index.html'));
    expect(toString(selectAll('.hero-title', home)[0]!)).toBe('my site');
    expect(selectAll('.hero-actions a', home)[0]!.properties.href).toBe('/docs/introduction');
    const doc = await readHtml(path.join(project, 'build/docs/writing-pages/index.html'));
    expect(selectAll('nav.sidebar a', doc).map((a) => toString(a))).toEqual([
      'Introduction',
      'Writing pages',
    ]);
    expect(selectAll('.admonition-tip', doc)).toHaveLength(1);
    expect(toString(selectAll('article.markdown', doc)[0]!)).toContain('Code blocks are highlighted');
    for (const file of [
      '404.html',
      'sitemap.xml',
      'llms.txt',
      'pagefind/pagefind.js',
      'docs/introduction.md',
    ])
      expect(readFileSync(path.join(project, 'build', file)).length, file).toBeGreaterThan(0);
  });

  it('check-links passes; a second init is refused with exit 1; a build without a config says to run init', async () => {
    const checked = await run('npx --no accounts-docs check-links', project);
    expect(checked.code, checked.stderr).toBe(0);
    const again = await run('npx --no accounts-docs init', project);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('[init-config-exists]');
    const empty = await run('mkdir -p empty && cd empty && npx --no accounts-docs build', project);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('npx accounts-docs init');
  }, 600_000);

  it('serve serves the built site', async () => {
    const child = spawn('npx', ['--no', 'accounts-docs', 'serve', '--port', '0'], {
      cwd: project,
      env,
      detached: true,
    });
    try {
      let output = '';
      const base = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 60_000);
        const take = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Serving .* at (http:\/\/\S+?)\/?\s/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(match[1]!);
          }
        };
        child.stdout.on('data', take);
        child.stderr.on('data', take);
      });
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('hero-title');
      expect((await fetch(`${base}/docs/introduction`)).status).toBe(200);
    } finally {
      // npx starts the CLI as its child: the whole group goes.
      process.kill(-child.pid!, 'SIGTERM');
    }
  }, 600_000);

  it('declares every package its bundle imports, and none of this repository', async () => {
    const installed = path.join(project, 'node_modules/accounts-docs');
    const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
    for (const key of [
      'name',
      'version',
      'description',
      'license',
      'repository',
      'engines',
      'bin',
      'exports',
      'files',
    ])
      expect(manifest[key], key).toBeDefined();
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(Object.keys(declared).filter((name) => name.startsWith('@accounts-docs/'))).toEqual([]);
    const imported = [...(await bareImports(path.join(installed, 'dist')))].sort();
    expect(imported.filter((name) => !(name in declared))).toEqual([]);
    for (const range of Object.values(declared)) expect(range).toMatch(/\d/);
  }, 600_000);

  it("types the config and the theme's public API: the scaffolded config and an override type-check, a wrong config does not", async () => {
    await writeFile(
      path.join(project, 'Footer.tsx'),
      [
        "import { Link, useSite, type FooterProps, type ThemeComponents } from 'accounts-docs/theme';",
        'export default function Footer({ ctx }: FooterProps) {',
        '  const { site, urlTo } = useSite();',
        '  return <footer data-route={ctx.route}><Link to="/docs/introduction">{site.title}</Link>{urlTo("/")}</footer>;',
        '}',
        "export const checked: ThemeComponents['Footer'] = Footer;",
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(project, 'wrong.config.ts'),
      "import { defineConfig } from 'accounts-docs';\nexport default defineConfig({ title: 1, url: 'https://x.example' });\n",
    );
    // One program (TypeScript's start-up is most of a small check): the wrong config's error is its only one.
    const checked = await run(
      'node node_modules/typescript/bin/tsc --noEmit --strict --jsx react-jsx --module nodenext --moduleResolution nodenext accounts-docs.config.ts Footer.tsx wrong.config.ts',
      project,
    );
    expect(checked.code).not.toBe(0);
    expect(checked.stdout.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^wrong\.config\.ts\(2,\d+\): error TS2322: Type 'number' is not assignable to type 'string'\.$/,
      ),
    ]);
  }, 600_000);

  it("checks a theme override's props against the theme's types, as in this repository", async () => {
    await mkdir(path.join(project, 'theme'), { recursive: true });
    await writeFile(
      path.join(project, 'theme/Footer.tsx'),
      'export default function Footer({ n }: { n: number }) {\n  return <footer>{n}</footer>;\n}\n',
    );
    await writeFile(
      path.join(project, 'override.config.ts'),
      "import { defineConfig } from 'accounts-docs';\nexport default defineConfig({ title: 'T', url: 'https://t.example', themeDir: 'theme' });\n",
    );
    const built = await run(
      'npx --no accounts-docs build --config override.config.ts --out build-override',
      project,
    );
    expect(built.code).toBe(1);
    expect(built.stderr).toContain(
      'theme/Footer.tsx:1:1  error  Footer does not accept the props the theme gives it',
    );
  }, 600_000);
});
