import type { ResolvedConfig } from '@accounts-docs/config';
import { LLMS_TWIN_RENDER, type Diagnostic } from '@accounts-docs/diagnostics';
import type { TwinEdits } from '@accounts-docs/markdown/twin-edits';
import type { BlogPost, DocPage, StandalonePage } from '@accounts-docs/site-model';

// Plain data only (no functions, no model): a guide twin is rendered from these on the main
// thread or, sent by structured clone, on a worker thread, by the same function (page-twin.ts).

/** What a guide twin reads of its page. */
export interface TwinPage {
  route: string;
  /** The source file (parsed as MDX as `markdown.format` says). */
  file: string;
  title: string;
  hasH1: boolean;
  /** `href` as written → `href` the page renders. */
  linkMap: Record<string, string>;
  /** A home page's front matter: its hero and features open the twin. */
  home?: Record<string, unknown>;
  /** The compile's edits that make the source the twin. */
  twin?: TwinEdits;
}

/** One guide twin to render: the page, and its text when it is not the file's (a changelog's fallback). */
export interface GuideTwinJob {
  page: TwinPage;
  text?: string;
  /** A package's changelog: its file's title named as the compile named it (`namedChangelog`). */
  changelogOf?: string;
  /** A compiled page's rendered HTML for its twin edits' `render` ids. */
  rendered?: Record<number, string>;
}

/** The site as every guide twin sees it; a worker gets it once. */
export interface TwinSite {
  /** The config's `url`, `baseUrl`, `title`, `tagline` and `llms.twins`. */
  url: string;
  baseUrl: string;
  title: string;
  tagline: string;
  twins: boolean;
  /** The routes that have a twin (links to them lead to the twin). */
  routes: string[];
}

/** The job of a guide page's twin. */
export function twinPageOf(page: DocPage | StandalonePage | BlogPost): TwinPage {
  const { route, file, title, hasH1, linkMap, twin } = page;
  return {
    route,
    file,
    title,
    hasH1,
    linkMap,
    ...(page.kind === 'page' && page.layout === 'home' ? { home: page.frontMatter } : {}),
    ...(twin ? { twin } : {}),
  };
}

/** The site's part of every guide twin. */
export function twinSiteOf(config: ResolvedConfig, routes: ReadonlySet<string>): TwinSite {
  return {
    url: config.url,
    baseUrl: config.baseUrl,
    title: config.title,
    tagline: config.tagline,
    twins: config.llms.twins,
    routes: [...routes],
  };
}

/** A twin that could not be rendered (on either thread), as a diagnostic at its page's file. */
export function twinFailure(job: GuideTwinJob, error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return {
    severity: 'error',
    ruleId: LLMS_TWIN_RENDER,
    reason: `The markdown twin of \`${job.page.route}\` could not be written: ${message}`,
    file: job.page.file,
    line: 1,
    column: 1,
    hint: 'if the file was moved or deleted during the build, build again; otherwise report it with this page (`llms: { enabled: false }` builds without twins meanwhile)',
  };
}
