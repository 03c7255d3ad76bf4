import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DiagnosticError, SEARCH_INDEX } from '@accounts-docs/diagnostics';
import { pagefindDocument } from './pagefind-document.ts';

/** A file of the search index, its path inside the output folder (`pagefind/…`). */
export interface SearchIndexFile {
  path: string;
  contents: Uint8Array;
}

/** A page to index: its URL (a site route, base URL not applied) and its HTML document. */
export interface SearchIndexPage {
  url: string;
  /** The HTML, or its promise (a file being read): pages still reach Pagefind in call order. */
  html: string | Promise<string>;
}

/** Receives the indexed pages one by one while they are rendered; `finish` gives the files. */
export interface SearchIndexBuilder {
  /** Queues a page; resolves once Pagefind has indexed it (pages are sent one at a time). */
  add(page: SearchIndexPage): Promise<void>;
  /**
   * The index files, under `pagefind/`; the Pagefind service is closed afterwards. Taken from
   * Pagefind's output (`getFiles`), never written by Pagefind (`writeFiles`): its process
   * panics on a write that fails (a full disk) and never answers, so the build would hang.
   */
  finish(): Promise<SearchIndexFile[]>;
  /** Closes the Pagefind service without writing anything (a failed build). */
  abort(): Promise<void>;
}

/** Where the index lives in the output folder. */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * Parts of the content region that are chrome, not text: heading anchors ("#") and the API
 * member flags would otherwise show up in excerpts.
 */
const EXCLUDED = ['.hash-link', '.api-flag', '.copy-button', '[aria-hidden="true"]'];

/** The version of Pagefind that writes the index (part of the cache key). */
export function pagefindVersion(): string {
  // Its package.json is not exported: found beside the entry point.
  let dir = path.dirname(fileURLToPath(import.meta.resolve('pagefind')));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (pkg.name === 'pagefind' && pkg.version) return pkg.version;
    } catch {
      // no package.json at this level
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/** Resolves when the Pagefind service is free: the index using it, if any, is closed. */
let serviceFree: Promise<void> = Promise.resolve();

/**
 * Starts a Pagefind index (its binary runs as a separate process, so indexing overlaps the
 * rendering of the pages). Every response of the service is checked: an `errors` array that
 * is not empty fails the build with Pagefind's message rather than leaving a partial index.
 */
export async function startSearchIndex(): Promise<SearchIndexBuilder> {
  return (await startSearchIndexes(1))[0]!;
}

/**
 * Starts `count` Pagefind indexes on one service (the search index split by section): each is
 * fed and finished apart, and the service closes once every one of them is finished or aborted.
 */
export async function startSearchIndexes(count: number): Promise<SearchIndexBuilder[]> {
  const pagefind = await import('pagefind').catch((error: unknown) => {
    throw failure('Pagefind is not installed', error);
  });
  // One service at a time in a process: `close()` stops it for every index (watch mode's index
  // refresh of an old builder, a new builder's first build).
  const before = serviceFree;
  let release!: () => void;
  serviceFree = new Promise<void>((resolve) => (release = resolve));
  await before;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await pagefind.close();
    } finally {
      release();
    }
  };
  let open = count;
  const done = async () => {
    if (--open <= 0) await close();
  };
  try {
    const builders: SearchIndexBuilder[] = [];
    for (let i = 0; i < count; i++) {
      const created = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: EXCLUDED });
      const index = checked('start the index', created).index;
      if (!index) throw new Error('Pagefind did not create an index');
      builders.push(builder(index, done));
    }
    return builders;
  } catch (error) {
    await close();
    throw error instanceof DiagnosticError ? error : failure('Pagefind could not start', error);
  }
}

type PagefindIndex = NonNullable<Awaited<ReturnType<typeof import('pagefind').createIndex>>['index']>;

function builder(index: PagefindIndex, done: () => Promise<void>): SearchIndexBuilder {
  // Pagefind numbers pages in the order they arrive, and its service handles its requests one
  // after the other in that order: the pages are sent in call order (two builds of the same
  // pages write the same bytes), each as soon as its HTML is there, without waiting for the
  // answer to the one before (a round trip per page would leave the indexer idle).
  let sent: Promise<unknown> = Promise.resolve();
  let finished = false;
  const end = async () => {
    if (finished) return;
    finished = true;
    await done();
  };
  return {
    add(page) {
      const request = sent.then(async () => {
        const content = pagefindDocument(await page.html);
        // Wrapped: the answer is awaited by this page's caller, not by the next page's send.
        return { answer: index.addHTMLFile({ url: page.url, content }) };
      });
      sent = request.catch(() => undefined);
      return request.then(async ({ answer }) => void checked(`index ${page.url}`, await answer));
    },
    async finish() {
      try {
        const { files } = checked('write the index', await index.getFiles());
        return files
          .map((file) => ({
            path: `${SEARCH_INDEX_DIR}/${file.path.replace(/\\/g, '/')}`,
            contents: file.content,
          }))
          .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      } finally {
        await end();
      }
    },
    abort: end,
  };
}

function failure(reason: string, cause: unknown): DiagnosticError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new DiagnosticError(
    [
      {
        severity: 'error',
        ruleId: SEARCH_INDEX,
        reason: `${reason}: ${detail}`,
        hint: "run `npm install` again: Pagefind's binary comes from its optional dependency for this platform (@pagefind/<platform>)",
      },
    ],
    { cause },
  );
}

function checked<T extends { errors: string[] }>(what: string, response: T): T {
  if (response.errors.length > 0) {
    throw new DiagnosticError(
      [
        {
          severity: 'error',
          ruleId: SEARCH_INDEX,
          reason: `Pagefind could not ${what}: ${response.errors.join('; ')}`,
          hint: 'this is a problem of the search index, not of the page; please report it with the page',
        },
      ],
      { cause: response.errors },
    );
  }
  return response;
}
