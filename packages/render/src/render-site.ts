import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Root as HastRoot } from 'hast';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { folderIdentity, OUTPUT_PATH_OUTSIDE, type SiteWriter } from '@accounts-docs/output';
import type { Page } from '@accounts-docs/pages';
import { InFlight } from './in-flight.ts';
import type { RenderManifest } from './render-manifest.ts';

export interface RenderSiteOptions {
  pages: readonly Page[];
  /** Each page's HTML fingerprint (`pageFingerprint`), in the order of `pages`. */
  fingerprints: readonly string[];
  /** A page's compiled tree by its content key. */
  loadContent: (contentKey: string) => Promise<HastRoot>;
  /** Made only when a page must be rendered: a build that reuses every page never loads React. */
  renderer: () => Promise<(page: Page, content: HastRoot | undefined) => string>;
  writer: SiteWriter;
  outDir: string;
  /** What every page's HTML depends on besides its own data (engine, config, assets, routes). */
  siteKey: string;
  /** The last build's manifest when its files are in `outDir` (their fingerprints reusable). */
  previous: RenderManifest | undefined;
  /**
   * The previous files are where this process left them (watch mode, in place): a reused page
   * is not looked up. Otherwise each is, in case it was removed since.
   */
  previousIntact?: boolean;
  /**
   * Pages replaced in place since the previous build (watch mode's quick path), by output
   * file: one that renders to the same HTML again is not written again.
   */
  replaced?: ReadonlyMap<string, string>;
  next: RenderManifest;
  /** The source file of a page by route, for an output-path error's place. */
  sourceOf: (route: string) => string | undefined;
  /** Pages whose render time is reported apart (`render-api`). */
  isApi?: (route: string) => boolean;
  timings: Record<string, number>;
}

export interface RenderSiteResult {
  reused: number;
}

/**
 * Writes every page: an unchanged one (same fingerprint, file still there) is linked from the
 * previous output, the others are rendered one at a time and written as they come, with a few
 * reads and writes in flight around the renderer, so memory does not grow with the site. What
 * else reads the pages (the search index) is fed by the writer.
 */
export async function renderSite(options: RenderSiteOptions): Promise<RenderSiteResult> {
  const { pages, writer, outDir, previous, next, timings } = options;
  const io = new InFlight(16);
  const toRender: Page[] = [];
  const reusedPages: Page[] = [];
  const gone: Page[] = [];
  for (const [i, page] of pages.entries()) {
    const fingerprint = options.fingerprints[i]!;
    next.pages[page.outFile] = fingerprint;
    const old = path.join(outDir, page.outFile);
    if (
      previous &&
      previous.pages[page.outFile] === fingerprint &&
      (options.previousIntact || existsSync(old))
    ) {
      reusedPages.push(page);
      await io.add(writer.reuse(page.outFile, old).then((ok) => void (ok || gone.push(page))));
    } else {
      toRender.push(page);
    }
  }
  await io.drain();
  // A page whose old file vanished is rendered instead; if the whole folder was replaced
  // while linking, some links may point into the other build's files: render them all.
  const replaced = reusedPages.length > 0 && (await folderIdentity(outDir)) !== previous!.outputId;
  toRender.push(...(replaced ? reusedPages : gone));
  const reused = reusedPages.length - (replaced ? reusedPages.length : gone.length);
  const render = toRender.length > 0 ? await options.renderer() : undefined;
  const contents: Promise<HastRoot | undefined>[] = [];
  const load = (i: number) => {
    const page = toRender[i];
    if (!page || contents[i]) return;
    contents[i] = page.contentKey ? options.loadContent(page.contentKey) : Promise.resolve(undefined);
    contents[i].catch(() => undefined); // awaited below, in order
  };
  let apiMs = 0;
  for (let i = 0; i < toRender.length; i++) {
    for (let ahead = i; ahead < i + 4; ahead++) load(ahead);
    const started = performance.now();
    const page = toRender[i]!;
    const content = await contents[i];
    delete contents[i];
    const html = render!(page, content);
    if (options.isApi?.(page.route)) apiMs += performance.now() - started;
    if (options.replaced?.get(page.outFile) === html) {
      await io.add(writer.reuse(page.outFile, path.join(outDir, page.outFile)));
      continue;
    }
    await io.add(
      writer
        .write(page.outFile, html)
        .catch((error) => Promise.reject(atSource(error, options.sourceOf(page.route)))),
    );
  }
  if (options.isApi) timings['render-api'] = Math.round(apiMs * 10) / 10;
  await io.drain();
  return { reused };
}
/** Gives an output-path error the place of the page's source file rather than the output folder. */
function atSource(error: unknown, file: string | undefined): unknown {
  if (!file || !(error instanceof DiagnosticError)) return error;
  return new DiagnosticError(
    error.diagnostics.map((d) => (d.ruleId === OUTPUT_PATH_OUTSIDE ? { ...d, file, line: 1, column: 1 } : d)),
  );
}
