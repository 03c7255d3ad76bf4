import type { ContentReaderOptions } from '@accounts-docs/content';
import type { Diagnostic } from '@accounts-docs/diagnostics';

export interface SiteBuilderOptions extends Omit<ContentReaderOptions, 'watch'> {
  outDir: string;
  /** Inline script for every page (watch mode's live reload). */
  devScript?: string;
  /** Add the analytics script of the config (default true; watch mode turns it off). */
  analytics?: boolean;
  /** `swap` (default): a new folder swapped in; `in-place` (watch mode): only changed files written. */
  writeMode?: 'swap' | 'in-place';
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
