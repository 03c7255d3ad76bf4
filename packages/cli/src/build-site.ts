import path from 'node:path';
import { AssetsBundler, type Assets } from '@accounts-docs/assets';
import { engineHash } from '@accounts-docs/cache';
import type { ResolvedConfig } from '@accounts-docs/config';
import { ContentReader, type ContentMemory } from '@accounts-docs/content';
import { checkOutDir, type ProtectedSource } from '@accounts-docs/output';
import { docsClientData } from '@accounts-docs/pages';
import { routeTableOf } from '@accounts-docs/routes';
import type { SiteModel } from '@accounts-docs/site-model';
import type { QuickPath } from './quick-path.ts';
import { loadReact, siteAssets, type LoadedReact } from './react-stage.ts';
import type { BuildResult, SiteBuilderOptions, WriteHooks } from './site-builder-types.ts';
import { checkSite, type CheckedSite } from './site-check.ts';
import { isApiRoute } from './site-files.ts';
import { SiteOutput } from './site-output.ts';
import { timed } from './timed.ts';

/** What a build keeps for the next: each stage's reusable state (watch mode's in memory too). */
export interface BuildStores {
  outDir: string;
  content: ContentReader;
  assets: AssetsBundler;
  output: SiteOutput;
  /** The React pages and overrides, loaded once and kept until invalidated. */
  react: Memo<LoadedReact | undefined>;
  /** What the output folder must neither hold nor sit in. */
  sources: Memo<ProtectedSource[]>;
}

/** A value loaded once and kept; a failed load (a source being fixed) is tried again next time. */
export class Memo<T> {
  readonly #load: () => Promise<T>;
  #value: Promise<T> | undefined;
  constructor(load: () => Promise<T>) {
    this.#load = load;
  }
  get(): Promise<T> {
    if (!this.#value) {
      const value = this.#load();
      value.catch(() => (this.#value = undefined));
      this.#value = value;
    }
    return this.#value;
  }
  invalidate(): void {
    this.#value = undefined;
  }
}

/** The stores of a builder; watch mode gives its memory and quick path (see `WatchSession`). */
export function buildStores(
  config: ResolvedConfig,
  options: SiteBuilderOptions,
  watch?: {
    memory: ContentMemory;
    quickPath: (content: ContentReader, output: () => SiteOutput) => QuickPath;
  },
): BuildStores {
  const outDir = path.resolve(options.outDir);
  const content = new ContentReader(config, { ...options, memory: watch?.memory });
  const assets = new AssetsBundler({
    urlTo: routeTableOf(config).urlTo,
    root: config.root,
    cacheDir: options.cache ? config.paths.cache : undefined,
    engine: engineHash(),
  });
  const output: SiteOutput = new SiteOutput(config, {
    outDir,
    cache: options.cache,
    quickPath: watch?.quickPath(content, () => output),
    devScript: options.devScript,
    analytics: options.analytics !== false,
    reuseOutput: options.reuseOutput !== false,
  });
  const react = new Memo(() =>
    loadReact(config, { cache: options.cache, compileMarkdown: (file) => content.compilePartial(file) }),
  );
  return { outDir, content, assets, output, react, sources: new Memo(() => content.sourcePaths()) };
}

/** Everything a build does before writing; throws a DiagnosticError when an error-severity finding exists. */
export function check(
  config: ResolvedConfig,
  stores: BuildStores,
  timings: Record<string, number> = {},
): Promise<CheckedSite> {
  return checkSite(config, {
    content: stores.content,
    react: stores.react.get(),
    timings,
    outDir: stores.outDir,
  });
}

/**
 * Builds the whole site, top to bottom; throws a DiagnosticError (output untouched) when it
 * cannot. `hooks.pagesWritten` is called once the pages are served from the output folder.
 */
export async function build(
  config: ResolvedConfig,
  stores: BuildStores,
  hooks: WriteHooks = {},
): Promise<BuildResult> {
  const { outDir } = stores;
  const timings: Record<string, number> = {};
  // 1. The output folder: never a source, never inside one.
  const sources = await stores.sources.get();
  checkOutDir(outDir, { root: config.root, rootPlace: { file: config.configFile }, sources });
  // TypeDoc next: on a cold build it is the critical path (the model waits for it).
  stores.content.startApi();
  // 2. The theme's assets depend on the React stage only: esbuild bundles them in its own
  // process while the content compiles and TypeDoc runs, not after the check.
  // A Docusaurus site's islands may read the docs plugin's data, which needs the model: theirs
  // are bundled after the check.
  const bundling = stores.react
    .get()
    .then((react) => (islandsReadDocs(config, react) ? undefined : bundle(config, stores, react)));
  bundling.catch(() => undefined); // a failed check is what gets reported
  // 3. Content, model, pages, links.
  const checked = await check(config, stores, timings);
  // 4. Assets: compiled MDX pages add their islands and CSS to the React side's, bundled again with them.
  const docs = islandsReadDocs(config, checked.react) ? docsData(config, checked.model) : undefined;
  const assets = await timed(timings, 'assets', async () =>
    checked.react?.mdx || islandsReadDocs(config, checked.react)
      ? bundle(config, stores, checked.react, docs)
      : (await bundling)!,
  );
  // 5. Render and write: twins, pages, search index, files; committed at the end.
  const { reused, twins, removed, warnings } = await stores.output.write(checked, assets, timings, hooks);
  const { pages } = checked;
  return {
    outDir,
    pages: pages.length,
    rendered: pages.length - reused,
    reused,
    removed,
    twins,
    apiPages: pages.filter((page) => isApiRoute(config, page.route)).length,
    diagnostics: [...checked.diagnostics, ...warnings],
    timings,
  };
}

/** The theme's assets and the site's; the overrides' CSS comes first of the site's own. */
async function bundle(
  config: ResolvedConfig,
  stores: BuildStores,
  react: LoadedReact | undefined,
  docs?: unknown,
): Promise<Assets> {
  const { input, key } = await siteAssets(config, react, (file) => stores.content.compilePartial(file), docs);
  const themeAssets = await stores.assets.get(input, key);
  if (!react?.overridesCss) return themeAssets;
  const overrides = routeTableOf(config).urlTo(react.overridesCss);
  return { ...themeAssets, siteCss: [overrides, ...(themeAssets.siteCss ?? [])] };
}

/** A Docusaurus site with islands: they may import `@docusaurus/plugin-content-docs/client`. */
function islandsReadDocs(config: ResolvedConfig, react: LoadedReact | undefined): boolean {
  return config.docusaurus !== undefined && (react?.site.clientModules.length ?? 0) > 0;
}

/** The docs plugin's client data, as the pages' site data has it (none without docs). */
function docsData(config: ResolvedConfig, model: SiteModel): unknown {
  if (!model.docs || !model.sidebars || model.versions.length === 0) return undefined;
  return docsClientData(config, { docs: model.docs, sidebars: model.sidebars, versions: model.versions });
}
