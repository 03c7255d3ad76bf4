import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '@accounts-docs/config';
import type { Page } from '@accounts-docs/pages';
import { twinRouteOf } from '@accounts-docs/pages';
import type { SiteModel } from '@accounts-docs/site-model';
import { llmsFullPages, llmsFullTxt } from './llms-full.ts';
import { llmsTxt } from './llms-txt.ts';
import { markdownTwins, twinnedRoutes } from './twins.ts';

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

/**
 * Writes the markdown twins, `llms.txt` and `llms-full.txt`. A twin whose fingerprint did not
 * change is linked from the previous output like a page; `llms-full.txt` is rebuilt only when
 * one of its pages changed, from the twins' text (those reused are read back from the old
 * output, or kept in memory by a writer that lives across rebuilds).
 */
export class LlmsWriter {
  readonly #config: ResolvedConfig;
  /** Watch mode: the text of each twin by file, with its fingerprint, for llms-full.txt without reading the disk. */
  readonly #texts = new Map<string, { fingerprint: string; text: string }>();
  readonly #keepTexts: boolean;

  constructor(config: ResolvedConfig, options: { keepTexts: boolean }) {
    this.#config = config;
    this.#keepTexts = options.keepTexts && config.llms.full;
  }

  async write(
    { model, pages }: { model: SiteModel; pages: Page[] },
    { output, manifest, siteKey }: { output: LlmsOutput; manifest: LlmsManifest; siteKey: string },
  ): Promise<{ written: number; reused: number }> {
    const { llms } = this.#config;
    const { outDir, previous, next } = manifest;
    const twins = markdownTwins({ model, pages });
    const unchanged = (file: string, fingerprint: string) =>
      previous?.[file] === fingerprint && existsSync(path.join(outDir, file));
    const texts = new Map<string, string>();
    // Writes in batches of 16: a large site's twins are not all held in memory at once.
    const pending: Promise<unknown>[] = [];
    const settle = async () => {
      if (pending.length >= 16) await Promise.all(pending.splice(0));
    };
    let reused = 0;
    if (llms.twins) {
      for (const twin of twins) {
        const fingerprint = fingerprintOf(siteKey, 'twin', twin.key);
        next[twin.file] = fingerprint;
        if (unchanged(twin.file, fingerprint)) {
          reused++;
          pending.push(output.reuse(twin.file, path.join(outDir, twin.file)));
          const kept = this.#texts.get(twin.file);
          if (kept?.fingerprint === fingerprint) texts.set(twin.route, kept.text);
          await settle();
          continue;
        }
        const text = await twin.render();
        if (llms.full) texts.set(twin.route, text);
        if (this.#keepTexts) this.#texts.set(twin.file, { fingerprint, text });
        pending.push(output.write(twin.file, text));
        await settle();
      }
    }
    if (llms.full) {
      const full = llmsFullPages(model, twins);
      const fingerprint = fingerprintOf(siteKey, 'llms-full', ...full.map((twin) => twin.key));
      next['llms-full.txt'] = fingerprint;
      if (unchanged('llms-full.txt', fingerprint)) {
        pending.push(output.reuse('llms-full.txt', path.join(outDir, 'llms-full.txt')));
      } else {
        const parts = [];
        for (const twin of full) {
          let text = texts.get(twin.route);
          if (text === undefined) {
            text = llms.twins ? await readFile(path.join(outDir, twin.file), 'utf8') : await twin.render();
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
    if (unchanged('llms.txt', next['llms.txt']))
      pending.push(output.reuse('llms.txt', path.join(outDir, 'llms.txt')));
    else pending.push(output.write('llms.txt', index));
    await Promise.all(pending);
    return { written: llms.twins ? twins.length : 0, reused };
  }
}

/** What the llms stage writes besides the pages, as site paths: the link checker finds them served. */
export function llmsRoutes(config: ResolvedConfig, pages: readonly Page[]): string[] {
  if (!config.llms.enabled) return [];
  const files = ['/llms.txt', ...(config.llms.full ? ['/llms-full.txt'] : [])];
  if (config.llms.twins) for (const route of twinnedRoutes(pages)) files.push(twinRouteOf(route));
  return files;
}

function fingerprintOf(...parts: string[]): string {
  const h = createHash('sha256');
  for (const part of parts) h.update(part).update('\0');
  return h.digest('hex');
}
