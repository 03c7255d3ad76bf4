import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '@accounts-docs/config';
import { editReach, type ContentReader } from '@accounts-docs/content';
import { openSiteWriter } from '@accounts-docs/output';
import type { Page } from '@accounts-docs/pages';
import type { SiteModel } from '@accounts-docs/site-model';

/** A page's compiled tree, as the site model loads it. */
type PageContent = Awaited<ReturnType<SiteModel['loadContent']>>;
/** Renders a page to its HTML as a build did. */
type PageRenderer = (page: Page, content: PageContent | undefined) => string;

/** The last build as the quick path renders like it: its pages and its renderer, while its output is in place. */
interface LastBuild {
  pages: readonly Page[];
  renderer: () => Promise<PageRenderer>;
}

/**
 * Watch mode's quick path, in one place: a save of one markdown source is compiled, rendered
 * with the last build's renderer and written in place before the rebuild, when the edit changes
 * only the page's own content, headings included (not its title, description, link targets,
 * front matter or warnings). A full rebuild spends ~50 ms on `content/` before its reload; this
 * takes 25–32 ms (docs/performance.md). The rebuild must follow either way (it writes the twin,
 * the index, and reports the edit's warnings), and finding the same HTML writes nothing more.
 */
export class QuickPath {
  /** Pages replaced since the last build, output file → HTML: the rebuild does not write them again. */
  readonly replaced = new Map<string, string>();
  readonly #config: ResolvedConfig;
  readonly #content: ContentReader;
  readonly #outDir: string;
  /** Called with a replaced page's output file: the last render manifest no longer describes it. */
  readonly #forget: (outFile: string) => void;
  #last: LastBuild | undefined;

  constructor(
    config: ResolvedConfig,
    {
      content,
      outDir,
      forget,
    }: { content: ContentReader; outDir: string; forget: (outFile: string) => void },
  ) {
    this.#config = config;
    this.#content = content;
    this.#outDir = outDir;
    this.#forget = forget;
  }

  /** A build starts: until it succeeds there is no build to render like. */
  starting(): void {
    this.#last = undefined;
  }

  /** A build's output is in place: the next edits render like it. */
  built(last: LastBuild): void {
    this.#last = last;
  }

  /** Shows an edit of `file` at once; resolves to the page's route, or undefined when only the rebuild can show it. */
  async edit(file: string): Promise<string | undefined> {
    const last = this.#last;
    if (!last || !/\.(?:md|markdown)$/.test(file)) return undefined;
    try {
      const edit = await this.#content.recompile(file);
      // The same text (a save without a change): nothing to show.
      if (!edit || edit.next.contentKey === edit.previous.contentKey) return undefined;
      // A compiled MDX page (`.md` read as MDX) is drawn by its bundled component: the rebuild bundles it again.
      if (edit.next.meta.mdx !== undefined || edit.previous.meta.mdx !== undefined) return undefined;
      // Headings changed: the page shows its new table of contents. Unless a broken anchor
      // fails the build: then the rebuild decides whether the page can be shown.
      const reach = editReach(edit);
      if (reach === 'site' || (reach === 'headings' && this.#config.build.onBrokenAnchors === 'throw'))
        return undefined;
      const [page, another] = last.pages.filter((p) => p.contentKey === edit.previous.contentKey);
      // Two pages of the same text (a doc copied into a version): the rebuild writes both.
      if (!page || another) return undefined;
      const content = await this.#content.loadTree(edit.next.contentKey);
      const view = page.view.kind === 'doc' ? { ...page.view, toc: edit.next.meta.toc } : page.view;
      const edited = { ...page, view, contentKey: edit.next.contentKey };
      return (await this.#replace(last, edited, content)) ? page.route : undefined;
    } catch {
      return undefined; // the rebuild that follows reports what went wrong
    }
  }

  /** Renders a page of the last build and drops the HTML: V8 compiles the renderer's code before the first edit. */
  async warmUp(): Promise<void> {
    const last = this.#last;
    const page = last?.pages.find((p) => p.contentKey !== undefined && p.view.kind === 'doc');
    if (last && page) (await last.renderer())(page, await this.#content.loadTree(page.contentKey!));
  }

  /**
   * Renders the page as the last build would have and replaces its file in place. False when
   * the output folder is gone (removed by hand): only the rebuild can write a whole site.
   */
  async #replace(last: LastBuild, page: Page, content: PageContent | undefined): Promise<boolean> {
    if (!existsSync(this.#outDir)) return false;
    const html = (await last.renderer())(page, content);
    const writer = await openSiteWriter({ outDir: this.#outDir, mode: 'in-place' });
    if (!writer.inPlace) {
      await writer.abort(); // removed meanwhile
      return false;
    }
    await writer.write(page.outFile, html);
    this.replaced.set(page.outFile, html);
    this.#forget(page.outFile);
    return true;
  }
}
