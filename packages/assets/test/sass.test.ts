import { mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { AssetsBundler, bundleAssets, sassPlugin } from '../src/index.ts';

const urlTo = (sitePath: string) => sitePath;
const repoModules = path.resolve(import.meta.dirname, '../../../node_modules');

/** A site folder with the given files; with `sass` installed (this repository's) unless told. */
async function site(files: Record<string, string>, options: { sass?: boolean } = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-sass-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  if (options.sass !== false) await symlink(repoModules, path.join(dir, 'node_modules'), 'dir');
  return dir;
}

async function customCssOf(dir: string, file: string): Promise<string> {
  const assets = await bundleAssets({ urlTo, root: dir, site: { islands: [], customCss: [path.join(dir, file)] } });
  const custom = assets.siteCss![0]!;
  return Buffer.from(assets.files.find((f) => `/${f.path}` === custom)!.contents).toString('utf8');
}

async function failure(run: Promise<unknown>): Promise<Diagnostic[]> {
  const error = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DiagnosticError);
  return (error as DiagnosticError).diagnostics;
}

describe('Sass stylesheets (docusaurus-plugin-sass)', () => {
  it("compiles a .scss customCss with the site's sass, its partials and a package's file (`~pkg`)", async () => {
    const dir = await site({
      'src/css/custom.scss': "@use 'sass:color';\n@use './variables' as *;\n@import '~brand/colors';\n:root {\n  --ifm-color-primary: #{$primary};\n  .navbar { --ifm-color-primary-dark: #{color.adjust($primary, $lightness: -10%)}; }\n}\n.brand { color: $brand; }\n",
      'src/css/_variables.scss': '$primary: #2e8555;\n',
      'node_modules/brand/_colors.scss': '$brand: #123456;\n',
    }, { sass: false });
    // The site's own node_modules holds `brand`; sass comes from this repository's.
    await symlink(path.join(repoModules, 'sass'), path.join(dir, 'node_modules/sass'), 'dir');
    const css = await customCssOf(dir, 'src/css/custom.scss');
    // Custom properties keep their text as Sass writes it; the colour is computed by Sass.
    expect(css).toContain(':root{--ifm-color-primary: #2e8555}');
    expect(css).toMatch(/:root \.navbar\{--ifm-color-primary-dark: [^}]+\}/);
    expect(css).toContain('.brand{color:#123456}');
    expect(css).not.toContain('$primary');
  });

  it('makes a .module.scss a CSS module: its classes local to the component that imports it', async () => {
    const dir = await site({
      'src/pages/index.js': "import styles from './index.module.scss';\nexport const title = styles.title;\n",
      'src/pages/index.module.scss': '$size: 3rem;\n.title {\n  font-size: $size;\n  &:hover { color: red; }\n}\n',
    });
    const result = await build({
      entryPoints: [path.join(dir, 'src/pages/index.js')],
      absWorkingDir: dir,
      bundle: true,
      write: false,
      outdir: 'out',
      format: 'esm',
      logLevel: 'silent',
      plugins: [sassPlugin(dir)],
    });
    const css = result.outputFiles.find((f) => f.path.endsWith('.css'))!.text;
    const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    const local = /\.(\w*title\w*)\s*\{/.exec(css)?.[1];
    expect(local, css).toBeDefined();
    expect(css).toContain('font-size: 3rem');
    expect(css).toContain(`.${local}:hover`);
    expect(js).toContain(local);
  });

  it('reports a Sass error at its place in the file that has it, a partial included', async () => {
    const dir = await site({
      'src/css/custom.scss': "@use './broken';\n.a { color: red; }\n",
      'src/css/_broken.scss': '.b {\n  color: $undefined-colour;\n}\n',
    });
    const diagnostics = await failure(customCssOf(dir, 'src/css/custom.scss'));
    expect(diagnostics.map((d) => [d.ruleId, d.file, d.line])).toEqual([
      ['css-sass', path.join(dir, 'src/css/_broken.scss'), 2],
    ]);
    expect(diagnostics[0]!.reason).toMatch(/^Sass: Undefined variable/);
  });

  it('says to install sass when the site has not, at the Sass file', async () => {
    const dir = await site({ 'src/css/custom.scss': '.a { color: red; }\n' }, { sass: false });
    const [problem] = await failure(customCssOf(dir, 'src/css/custom.scss'));
    expect(problem).toMatchObject({ ruleId: 'css-sass', file: path.join(dir, 'src/css/custom.scss'), line: 1, column: 1 });
    expect(problem!.reason).toBe('src/css/custom.scss is Sass, and the site has not installed the `sass` package');
    expect(problem!.hint).toContain('npm install --save-dev sass');
    expect(await readFile(path.join(dir, 'src/css/custom.scss'), 'utf8')).toBe('.a { color: red; }\n');
  });

  it("bundles the site's stylesheet again when a partial it imports changes, in memory and from the build cache", async () => {
    const dir = await site({
      'src/css/custom.scss': "@use './variables' as v;\n.brand { color: v.$brand; }\n",
      'src/css/_variables.scss': '$brand: #123456;\n',
    });
    const cacheDir = path.join(dir, '.cache');
    const input = { islands: [], customCss: [path.join(dir, 'src/css/custom.scss')] };
    const cssOf = async (bundler: AssetsBundler) => {
      const assets = await bundler.get(input, 'same key');
      const file = assets.files.find((f) => `/${f.path}` === assets.siteCss![0])!;
      return Buffer.from(file.contents).toString('utf8');
    };
    const bundler = new AssetsBundler({ urlTo, root: dir, cacheDir, engine: 'e' });
    expect(await cssOf(bundler)).toContain('#123456');
    expect(bundler.lastSource).toBe('bundled');
    // The customCss file is unchanged (the key too): only the partial says the bundle is stale.
    await writeFile(path.join(dir, 'src/css/_variables.scss'), '$brand: #234567;\n');
    expect(await cssOf(bundler)).toContain('#234567');
    expect(bundler.lastSource).toBe('bundled');
    // A new process reads the cache while the partial is as it was bundled, not after.
    const next = new AssetsBundler({ urlTo, root: dir, cacheDir, engine: 'e' });
    expect(await cssOf(next)).toContain('#234567');
    expect(next.lastSource).toBe('cache');
    await writeFile(path.join(dir, 'src/css/_variables.scss'), '$brand: #345678;\n');
    const third = new AssetsBundler({ urlTo, root: dir, cacheDir, engine: 'e' });
    expect(await cssOf(third)).toContain('#345678');
    expect(third.lastSource).toBe('bundled');
  });
});
