import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleAssets } from '@accounts-docs/assets';
import type { ResolvedConfig } from '@accounts-docs/config';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { createCodeHighlighter, type Highlighter } from '@accounts-docs/markdown';
import { checkOutDir, writeSite, type OutputFile } from '@accounts-docs/output';
import { createPages, siteData, sitemapXml, type Page } from '@accounts-docs/pages';
import { renderPage } from '@accounts-docs/render';
import { buildSiteModel, createCompileCache, type CompileCache } from '@accounts-docs/site-model';
import { engineHash } from './engine-hash.ts';

export interface SiteBuilderOptions {
  outDir: string;
  /** Keep compiled markdown and the render manifest on disk between runs (warm builds). */
  cache: boolean;
  /** Inline script for every page (watch mode's live reload). */
  devScript?: string;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  rendered: number;
  reused: number;
  diagnostics: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

/** Fingerprint of every page's HTML in the last output, to reuse what did not change. */
interface RenderManifest {
  outDir: string;
  pages: Record<string, string>;
}

/**
 * Runs the stages in order — model, pages, assets, render, output — and keeps what a
 * rebuild can reuse: compiled markdown, the highlighter, and the fingerprints of written HTML.
 */
export class SiteBuilder {
  readonly config: ResolvedConfig;
  readonly #options: SiteBuilderOptions;
  readonly #compileCache: CompileCache;
  readonly #engine = engineHash();
  #highlighter: Promise<Highlighter> | undefined;
  #manifest: RenderManifest | undefined;

  constructor(config: ResolvedConfig, options: SiteBuilderOptions) {
    this.config = config;
    this.#options = { ...options, outDir: path.resolve(options.outDir) };
    this.#compileCache = createCompileCache(options.cache ? config.paths.cache : undefined);
  }

  /** Builds the whole site; throws a DiagnosticError (output untouched) when it cannot. */
  async build(): Promise<BuildResult> {
    const { config } = this;
    const outDir = this.#options.outDir;
    const timings: Record<string, number> = {};
    const time = async <T>(stage: string, work: () => Promise<T> | T): Promise<T> => {
      const start = performance.now();
      try {
        return await work();
      } finally {
        timings[stage] = Math.round((performance.now() - start) * 10) / 10;
      }
    };

    checkOutDir(outDir, {
      root: config.root,
      sources: [config.paths.docs, config.paths.pages, config.paths.static].filter((p): p is string => !!p),
    });
    const model = await time('model', () =>
      buildSiteModel(config, { cache: this.#compileCache, highlighter: () => this.#loadHighlighter() }),
    );
    const errors = model.diagnostics.filter((d) => d.severity === 'error');
    if (errors.length > 0) throw new DiagnosticError(model.diagnostics);

    const pages = await time('pages', () => createPages(model));
    const assets = await time('assets', () => bundleAssets({ baseUrl: config.baseUrl }));
    const site = siteData(config);
    const previous = await this.#readManifest();
    const next: RenderManifest = { outDir, pages: {} };
    const siteKey = hash(
      this.#engine,
      config.hash,
      JSON.stringify(assets.css),
      JSON.stringify(assets.js),
      this.#options.devScript ?? '',
      routeTable(pages),
    );

    let reused = 0;
    const files: OutputFile[] = await time('render', () =>
      pages.map((page): OutputFile => {
        const fingerprint = hash(
          siteKey,
          page.contentKey ?? '',
          JSON.stringify({ r: page.route, h: page.head, v: page.view }),
        );
        next.pages[page.outFile] = fingerprint;
        const old = path.join(outDir, page.outFile);
        if (previous?.outDir === outDir && previous.pages[page.outFile] === fingerprint && existsSync(old)) {
          reused++;
          return { path: page.outFile, reuse: old };
        }
        return {
          path: page.outFile,
          contents: renderPage(page, {
            site,
            assets,
            ...(this.#options.devScript ? { devScript: this.#options.devScript } : {}),
          }),
        };
      }),
    );
    files.push(...assets.files, { path: 'sitemap.xml', contents: sitemapXml(pages) });

    await time('write', () => writeSite({ outDir, files, staticDir: config.paths.static }));
    await this.#saveManifest(next);
    return {
      outDir,
      pages: pages.length,
      rendered: pages.length - reused,
      reused,
      diagnostics: model.diagnostics,
      timings,
    };
  }

  #loadHighlighter(): Promise<Highlighter> {
    return (this.#highlighter ??= createCodeHighlighter({
      themes: this.config.markdown.codeThemes,
      langs: this.config.markdown.codeLanguages,
    }));
  }

  get #manifestFile(): string {
    return path.join(this.config.paths.cache, 'render-manifest.json');
  }

  async #readManifest(): Promise<RenderManifest | undefined> {
    if (this.#manifest || !this.#options.cache) return this.#manifest;
    try {
      return JSON.parse(await readFile(this.#manifestFile, 'utf8')) as RenderManifest;
    } catch {
      return undefined;
    }
  }

  async #saveManifest(manifest: RenderManifest): Promise<void> {
    this.#manifest = manifest;
    if (!this.#options.cache) return;
    await mkdir(path.dirname(this.#manifestFile), { recursive: true });
    await writeFile(this.#manifestFile, JSON.stringify(manifest));
  }
}

function hash(...parts: string[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
}

/** Every route and its title: a page's links and sidebar depend on the other pages. */
function routeTable(pages: Page[]): string {
  return pages.map((page) => `${page.route}\t${page.head.title}`).join('\n');
}
