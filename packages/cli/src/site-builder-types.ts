import type { ContentReaderOptions } from '@accounts-docs/content';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { QuickPath } from './quick-path.ts';

export interface SiteBuilderOptions extends Omit<ContentReaderOptions, 'memory'> {
  outDir: string;
  /** Inline script for every page (watch mode's live reload). */
  devScript?: string;
  /** Add the analytics script of the config (default true; watch mode turns it off). */
  analytics?: boolean;
  /** Reuse unchanged files of the previous output (default true; false when it was changed from outside). */
  reuseOutput?: boolean;
}

export interface BuildResult {
  outDir: string;
  pages: number;
  rendered: number;
  reused: number;
  /** Pages of the API reference (landing, overviews, declarations, changelogs). */
  apiPages: number;
  /** Files of the previous output removed (watch mode, in place: pages and files the site no longer has). */
  removed: number;
  /** Markdown twins written (rendered or reused) and how many of them were reused. */
  twins: { written: number; reused: number };
  diagnostics: Diagnostic[];
  /** Milliseconds per stage. */
  timings: Record<string, number>;
}

export interface WriteHooks {
  /**
   * Called once every page is written, before the markdown twins and the commit. In watch mode
   * (files replaced in place) the pages are then already served: the reload can go out.
   * `written`: the files this build wrote (pages, assets, static copies); 0 when the output was
   * already as it is now (a save without a change, or the quick path's page).
   */
  pagesWritten?: (written: { written: number }) => void;
}

/** What writing the site did (`SiteOutput.write`). */
export interface WrittenSite {
  reused: number;
  twins: { written: number; reused: number };
  removed: number;
  warnings: Diagnostic[];
}

/** What `SiteOutput` (`site-output.ts`) writes with. */
export interface SiteOutputOptions {
  outDir: string;
  /** Keep the render manifest and the search index in the build cache. */
  cache: boolean;
  /**
   * Watch mode's quick path (its session's): with it the output is updated in place (changed
   * files only), the search index refreshed after the build, the twins' texts kept, and each
   * build handed to the quick path to render its edits like.
   */
  quickPath?: QuickPath | undefined;
  devScript?: string | undefined;
  analytics: boolean;
  /** Reuse the previous output's unchanged files (false: it was changed from outside, render all). */
  reuseOutput: boolean;
}
