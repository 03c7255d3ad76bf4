import { hashOf } from '@accounts-docs/cache';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Page } from '@accounts-docs/pages';
import { twinRouteOf } from '@accounts-docs/pages';
import type { SiteModel } from '@accounts-docs/site-model';
import { llmsFullPages, llmsFullTxt } from './llms-full.ts';
import { llmsTxt } from './llms-txt.ts';
import { markdownTwins, twinnedRoutes, type MarkdownTwin, type RenderedTwinHtml } from './twins.ts';

/** Where the files go: the output stage's writer, as the llms stage uses it. */
export interface LlmsOutput {
  write(file: string, contents: string): Promise<void>;
  reuse(file: string, from: string): Promise<boolean>;
}

/** The fingerprints of the last output's files (`previous`) and of this build's (`next`, filled in). */
export interface LlmsManifest {
  outDir: string;
  previous: Record<string, string> | undefined;
  next: Record<string, string>;
}

/** What a build's twins are written with. */
export interface LlmsWriteContext {
  output: LlmsOutput;
  manifest: LlmsManifest;
  siteKey: string;
  /** What compiled pages render for their twins. */
  rendered?: RenderedTwinHtml;
}

/** A build's twins, started: they render between the pages until `finish`. */
export interface LlmsRun {
  /** Writes the twins, `llms-full.txt` and `llms.txt`. */
  finish(): Promise<{ written: number; reused: number }>;
  /** Stops rendering without writing (the build failed); safe after `finish`. */
  close(): Promise<void>;
}

export interface LlmsWriterOptions {
  /** Watch mode: keep each twin's text for the next build's `llms-full.txt`. */
  keepTexts: boolean;
}

/**
 * Writes the markdown twins, `llms.txt` and `llms-full.txt`. A twin whose fingerprint did not
 * change is linked from the previous output like a page; `llms-full.txt` is rebuilt only when
 * one of its pages changed, from the twins' text (those reused are read back from the old
 * output, or kept in memory by a writer that lives across rebuilds).
 *
 * `start` runs before the pages are rendered: the twins to render start then, one at a time
 * between the pages (a guide twin is its source with the compile's edits applied, a few
 * microseconds; an API twin is written from the model). Nothing is written before `finish`:
 * in watch mode the reload goes out first, and a failed render leaves nothing half-written
 * behind.
 */
export class LlmsWriter {
  readonly #config: ResolvedConfig;
  /** Watch mode: the text of each twin by file, with its fingerprint, for llms-full.txt without reading the disk. */
  readonly #texts = new Map<string, { fingerprint: string; text: string }>();
  readonly #keepTexts: boolean;

  constructor(config: ResolvedConfig, options: LlmsWriterOptions) {
    this.#config = config;
    this.#keepTexts = options.keepTexts && config.llms.full;
  }

  /** Decides what is reused and what is rendered, and starts rendering. */
  start({ model, pages }: { model: SiteModel; pages: Page[] }, context: LlmsWriteContext): LlmsRun {
    const { llms } = this.#config;
    const twins = markdownTwins({
      model,
      pages,
      ...(context.rendered ? { rendered: context.rendered } : {}),
    });
    const unchanged = (file: string, fingerprint: string) => previousUnchanged(context, file, fingerprint);
    const fingerprints = new Map<MarkdownTwin, string>();
    const reuse = new Set<MarkdownTwin>();
    const toRender: MarkdownTwin[] = [];
    if (llms.twins)
      for (const twin of twins) {
        const fingerprint = fingerprintOf(context.siteKey, 'twin', twin.key);
        fingerprints.set(twin, fingerprint);
        if (unchanged(twin.file, fingerprint)) reuse.add(twin);
        else toRender.push(twin);
      }
    const full = llms.full ? llmsFullPages(model, twins) : [];
    const fullFingerprint = fingerprintOf(context.siteKey, 'llms-full', ...full.map((twin) => twin.key));
    const fullUnchanged = !llms.full || unchanged('llms-full.txt', fullFingerprint);
    // Without twin files, llms-full.txt renders its pages itself.
    if (!llms.twins && !fullUnchanged) toRender.push(...full);

    // The twins start now, one at a time between the pages' renders: the main thread waits on
    // Pagefind for much of the rendering, and `finish` then mostly writes. Settled at once
    // (never rejected), so a build that fails before `finish` leaves no unhandled rejection
    // behind; the failure is thrown when read.
    let closed = false;
    const here = new Map<MarkdownTwin, Promise<{ text: string } | { error: unknown }>>();
    let previous: Promise<unknown> = Promise.resolve();
    for (const twin of toRender) {
      const rendered = previous.then(async () => {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (closed) return { error: new Error('the build stopped') };
        return twin.render().then(
          (text) => ({ text }),
          (error: unknown) => ({ error }),
        );
      });
      here.set(twin, rendered);
      previous = rendered;
    }
    const render = async (twin: MarkdownTwin): Promise<string> => {
      const result = await here.get(twin);
      if (!result) return twin.render();
      if ('text' in result) return result.text;
      throw result.error;
    };
    const close = () => {
      closed = true;
      return Promise.resolve();
    };

    const finish = async () => {
      try {
        return await this.#finish(
          { model, twins, full, context },
          { fingerprints, reuse, fullFingerprint, fullUnchanged, render },
        );
      } finally {
        await close();
      }
    };
    return { finish, close };
  }

  async #finish(
    {
      model,
      twins,
      full,
      context,
    }: { model: SiteModel; twins: MarkdownTwin[]; full: MarkdownTwin[]; context: LlmsWriteContext },
    plan: {
      fingerprints: Map<MarkdownTwin, string>;
      reuse: Set<MarkdownTwin>;
      fullFingerprint: string;
      fullUnchanged: boolean;
      render: (twin: MarkdownTwin) => Promise<string>;
    },
  ): Promise<{ written: number; reused: number }> {
    const { llms } = this.#config;
    const { output } = context;
    const { outDir, next } = context.manifest;
    const texts = new Map<string, string>();
    // Writes in batches of 16: a large site's twins are not all held in memory at once.
    const pending: Promise<unknown>[] = [];
    const settle = async () => {
      if (pending.length >= 16) await Promise.all(pending.splice(0));
    };
    let reused = 0;
    if (llms.twins) {
      for (const twin of twins) {
        const fingerprint = plan.fingerprints.get(twin)!;
        next[twin.file] = fingerprint;
        if (plan.reuse.has(twin)) {
          reused++;
          pending.push(output.reuse(twin.file, path.join(outDir, twin.file)));
          const kept = this.#texts.get(twin.file);
          if (kept?.fingerprint === fingerprint) texts.set(twin.route, kept.text);
          await settle();
          continue;
        }
        const text = await plan.render(twin);
        if (llms.full) texts.set(twin.route, text);
        if (this.#keepTexts) this.#texts.set(twin.file, { fingerprint, text });
        pending.push(output.write(twin.file, text));
        await settle();
      }
    }
    if (llms.full) {
      next['llms-full.txt'] = plan.fullFingerprint;
      if (plan.fullUnchanged) {
        pending.push(output.reuse('llms-full.txt', path.join(outDir, 'llms-full.txt')));
      } else {
        const parts = [];
        for (const twin of full) {
          let text = texts.get(twin.route);
          if (text === undefined) {
            text = llms.twins
              ? await readFile(path.join(outDir, twin.file), 'utf8')
              : await plan.render(twin);
            if (this.#keepTexts && llms.twins)
              this.#texts.set(twin.file, { fingerprint: next[twin.file]!, text });
          }
          parts.push({ twin, text });
        }
        pending.push(output.write('llms-full.txt', llmsFullTxt(model, parts)));
      }
    }
    const index = llmsTxt({ model, twins, full: llms.full });
    next['llms.txt'] = fingerprintOf(index);
    if (previousUnchanged(context, 'llms.txt', next['llms.txt']))
      pending.push(output.reuse('llms.txt', path.join(outDir, 'llms.txt')));
    else pending.push(output.write('llms.txt', index));
    await Promise.all(pending);
    return { written: llms.twins ? twins.length : 0, reused };
  }
}

/** Whether the previous output holds this file with this fingerprint. */
function previousUnchanged({ manifest }: LlmsWriteContext, file: string, fingerprint: string): boolean {
  return manifest.previous?.[file] === fingerprint && existsSync(path.join(manifest.outDir, file));
}

/** What the llms stage writes besides the pages, as site paths: the link checker finds them served. */
export function llmsRoutes(config: ResolvedConfig, pages: readonly Page[]): string[] {
  if (!config.llms.enabled) return [];
  const files = ['/llms.txt', ...(config.llms.full ? ['/llms-full.txt'] : [])];
  if (config.llms.twins) for (const route of twinnedRoutes(pages)) files.push(twinRouteOf(route));
  return files;
}

function fingerprintOf(...parts: string[]): string {
  return hashOf(...parts);
}
