import path from 'node:path';
import { build, type BuildFailure, type OutputFile, type Plugin } from 'esbuild';
import { DiagnosticError, ISLAND_BUNDLE, REACT_PAGE_SYNTAX } from '@accounts-docs/diagnostics';
import { themeAssetEntries } from '@accounts-docs/site-theme';
import { dedupe, hashed, type AssetFile } from './asset-file.ts';
import { cssUrlPlugin, ImportedFiles, type CssUrlOptions } from './css-urls.ts';
import { messageDiagnostic } from './esbuild-messages.ts';
import { scopedInfima } from './infima.ts';
import { sassPlugin } from './sass.ts';
import {
  ISLANDS_ENTRY,
  islandsEntry as projectIslandsEntry,
  projectIslandsPlugin,
  type ProjectIslandModule,
} from './project-islands.ts';

export interface Assets {
  files: AssetFile[];
  /** URLs (through the route table) the page head links to. */
  css: string[];
  js: string[];
  /** URL of the islands bundle's entry, which the client script imports on demand. */
  islands: string;
  /** The site's own stylesheets (`customCss`), on every page after the theme's (and Infima). */
  siteCss?: string[];
  /** The blog's stylesheet, after the theme's on the blog's pages (the others do not load it). */
  blogCss?: string[];
  /** Infima, scoped: its URL and its classes (a page using one of them links it). */
  infima?: { url: string; classes: string[] };
  /**
   * The files `siteCss` was made from besides the `customCss` files themselves: what they
   * `@import`, Sass partials. A cached bundle is kept only while these are unchanged.
   */
  siteCssInputs?: string[];
}

/** What the site adds to the theme's assets. */
export interface SiteAssetsInput {
  /** The site has a blog: its stylesheet is bundled. */
  blog?: boolean;
  /** The project's modules whose components are islands. */
  islands: readonly ProjectIslandModule[];
  /** esbuild plugins the islands bundle needs (the Docusaurus modules, imported files). */
  islandPlugins?: (files: ImportedFiles) => Plugin[];
  /** Registers the Docusaurus modules' host in the browser: the site config, as JSON. */
  docusaurus?: {
    siteConfig: unknown;
    codeTranslations: Record<string, string>;
    /** The docs plugin's client data (pages' `docsClientData`), for islands that read it. */
    docs?: unknown;
  };
  /** The site's `customCss` files, in order. */
  customCss?: readonly string[];
  /** Bundle Infima (a site with React pages). */
  infima?: boolean;
  /** How `url(/…)` resolves in the site's CSS (needed with `customCss` or islands). */
  css?: Omit<CssUrlOptions, 'baseUrl'>;
}

/** Where the islands bundle goes: its entry and its chunks (React, one per island). */
const ISLANDS_DIR = 'assets/js/islands';

/**
 * Bundles and minifies the theme's stylesheet and client script, the islands bundle (an ES
 * module split into chunks, loaded by the client script only when a page needs it), the site's
 * `customCss` and Infima (for the React pages that use it). File names carry a hash of their
 * contents, so they can be cached forever and two identical builds write identical bytes.
 */
export async function bundleAssets(options: {
  /** The URL of a site path (the route table's `urlTo`): the assets' URLs in pages. */
  urlTo: (sitePath: string) => string;
  /** The site's folder (the config's): esbuild's working folder. */
  root: string;
  site?: SiteAssetsInput;
}): Promise<Assets> {
  const entries = themeAssetEntries();
  const site = options.site ?? { islands: [] };
  const project = site.islands;
  const baseUrl = options.urlTo('/');
  const themeRoot = path.resolve(path.dirname(entries.islands), '..', '..');
  const imported = new ImportedFiles(baseUrl);
  const cssUrls = site.css ? [cssUrlPlugin({ ...site.css, baseUrl }, imported)] : [];
  // Sass (`customCss: ['./src/css/custom.scss']`, a component's `.module.scss`): the site's compiler.
  const sass = sassPlugin(options.root);
  // esbuild's working folder, for every bundle here: the site's, not the process's. esbuild
  // otherwise keeps the folder it was started in, which a long-lived process running commands
  // one after another may have left (and which may be gone: it then resolved nothing). The
  // chunks' names depend on it.
  const workDir = options.root;
  // Where esbuild places the islands' chunks, to name them relative to it.
  const islandsDir = path.join(workDir, ISLANDS_DIR);
  const stylesheet = (entry: string) =>
    build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      write: false,
      absWorkingDir: workDir,
      logLevel: 'silent',
      outdir: 'out',
      charset: 'utf8',
    });
  const [css, blogCss, islands, custom, infima] = await Promise.all([
    stylesheet(entries.css),
    site.blog ? stylesheet(entries.blogCss) : undefined,
    build({
      entryPoints: { islands: project.length > 0 ? ISLANDS_ENTRY : entries.islands },
      ...(project.length > 0
        ? {
            plugins: [
              projectIslandsPlugin(
                projectIslandsEntry(entries.islands, project, site.docusaurus),
                themeRoot,
                site.docusaurus?.docs,
              ),
              ...(site.islandPlugins?.(imported) ?? []),
              ...cssUrls,
              sass,
            ],
          }
        : {}),
      bundle: true,
      minify: true,
      write: false,
      absWorkingDir: workDir,
      logLevel: 'silent',
      format: 'esm',
      splitting: true,
      target: 'es2020',
      platform: 'browser',
      tsconfig: entries.clientTsconfig,
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      define: { 'process.env.NODE_ENV': '"production"' },
      // Chunks import each other by relative URL, so the folder can live under any base URL.
      outdir: islandsDir,
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      charset: 'utf8',
      legalComments: 'none',
    }).catch((error: unknown) => {
      // The theme's own islands always compile; a failure comes from a project's island.
      const errors = (error as Partial<BuildFailure>).errors;
      if (!errors || project.length === 0) throw error;
      throw new DiagnosticError(
        errors.map((m) =>
          messageDiagnostic(
            m,
            workDir,
            ISLAND_BUNDLE,
            'fix the island module (a component that needs the browser) at this place',
          ),
        ),
      );
    }),
    bundleCustomCss(site.customCss ?? [], cssUrls, workDir),
    site.infima ? scopedInfima() : undefined,
  ]);
  const islandFiles = islands.outputFiles.map((file) => outputFile(file, islandsDir));
  const islandsEntry = islandFiles.find((file) => path.posix.basename(file.path).startsWith('islands.'))!;
  const islandsUrl = options.urlTo(`/${islandsEntry.path}`);
  const js = await build({
    entryPoints: [entries.client],
    bundle: true,
    minify: true,
    write: false,
    absWorkingDir: workDir,
    logLevel: 'silent',
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    tsconfig: entries.clientTsconfig,
    outdir: 'out',
    charset: 'utf8',
    define: { __ISLANDS_URL__: JSON.stringify(islandsUrl) },
  });
  const cssFile = hashed('assets/css/styles', 'css', css.outputFiles[0]!.contents);
  const blogCssFile = blogCss && hashed('assets/css/blog', 'css', blogCss.outputFiles[0]!.contents);
  const jsFile = hashed('assets/js/main', 'js', js.outputFiles[0]!.contents);
  // The islands' own CSS stays out (the server's bundle has it).
  const kept = islandFiles.filter((file) => !file.path.endsWith('.css'));
  const files = [
    cssFile,
    ...(blogCssFile ? [blogCssFile] : []),
    jsFile,
    ...kept,
    ...[...imported.files].map(([at, contents]) => ({ path: at, contents })),
  ];
  const assets: Assets = {
    files,
    css: [options.urlTo(`/${cssFile.path}`)],
    ...(blogCssFile ? { blogCss: [options.urlTo(`/${blogCssFile.path}`)] } : {}),
    js: [options.urlTo(`/${jsFile.path}`)],
    islands: islandsUrl,
  };
  if (custom.css) {
    files.push(custom.css);
    assets.siteCss = [options.urlTo(`/${custom.css.path}`)];
    const own = new Set(site.customCss);
    const inputs = custom.inputs.filter((file) => !own.has(file));
    if (inputs.length > 0) assets.siteCssInputs = inputs;
  }
  if (infima) {
    const file = hashed('assets/css/infima', 'css', Buffer.from(infima.css));
    files.push(file);
    assets.infima = { url: options.urlTo(`/${file.path}`), classes: infima.classes };
  }
  return { ...assets, files: dedupe(files) };
}

/**
 * The `customCss` files as one stylesheet, in order, through esbuild (`@import`, `url()` to
 * the static folder or to files it copies). A file that does not compile is an error at its
 * place.
 */
async function bundleCustomCss(
  files: readonly string[],
  plugins: Plugin[],
  workDir: string,
): Promise<{ css: AssetFile | undefined; inputs: string[] }> {
  if (files.length === 0) return { css: undefined, inputs: [] };
  // Every file read: esbuild's inputs (`@import`s) and the Sass partials its compiles read.
  const inputs = new Set<string>();
  plugins = [...plugins, sassPlugin(workDir, (read) => read.forEach((file) => inputs.add(file)))];
  try {
    const result = await build({
      stdin: {
        contents: files.map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
        loader: 'css',
        resolveDir: '/',
      },
      bundle: true,
      minify: true,
      write: false,
      absWorkingDir: workDir,
      logLevel: 'silent',
      outdir: 'out',
      plugins,
      charset: 'utf8',
      metafile: true,
    });
    const css = result.outputFiles.find((file) => file.path.endsWith('.css'))!;
    for (const input of Object.keys(result.metafile.inputs))
      if (input !== '<stdin>' && !input.includes(':')) inputs.add(path.resolve(workDir, input));
    return { css: hashed('assets/css/custom', 'css', css.contents), inputs: [...inputs].sort() };
  } catch (error) {
    const errors = (error as Partial<BuildFailure>).errors;
    if (!errors) throw error;
    throw new DiagnosticError(
      errors.map((m) => messageDiagnostic(m, workDir, REACT_PAGE_SYNTAX, 'fix the CSS at this place')),
    );
  }
}

/** An esbuild output file (named with its content hash) as an asset under the islands folder. */
function outputFile(file: OutputFile, outdir: string): AssetFile {
  const relative = path.relative(outdir, file.path).split(path.sep).join('/');
  return { path: `${ISLANDS_DIR}/${relative}`, contents: file.contents };
}
