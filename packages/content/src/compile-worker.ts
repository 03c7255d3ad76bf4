import { parentPort } from 'node:worker_threads';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { compileMarkdown, createCodeHighlighter, type Highlighter } from '@accounts-docs/markdown';
import { diskCodeBlockStore } from './code-block-store.ts';
import { writeCacheEntry } from './compile-cache.ts';
import type { CompileJob, CompileReply } from './compile-pool.ts';

/**
 * The worker side of the compile pool: one highlighter per worker, one compile at a time. A
 * page's cache entry is written while the next page compiles (the writes used to keep the
 * worker idle for a tenth of a cold build); a few entries at most are in flight, so their trees
 * do not pile up in memory. A page is answered once its entry is on disk.
 */
let highlighter: Promise<Highlighter> | undefined;
let queue: Promise<unknown> = Promise.resolve();
const writing = new Set<Promise<void>>();
const MAX_WRITING = 4;

parentPort?.on('message', (job: CompileJob) => {
  // Jobs arrive all at once; compiled together they would all hold their trees in memory.
  queue = queue.then(async () => {
    const { reply } = await compile(job);
    const sent = reply.then((message) => parentPort!.postMessage(message));
    writing.add(sent);
    void sent.finally(() => writing.delete(sent));
    while (writing.size >= MAX_WRITING) await Promise.race(writing);
  });
});

/** Compiles a job; its reply follows once the cache entry, if any, is written. */
async function compile(job: CompileJob): Promise<{ reply: Promise<CompileReply> }> {
  try {
    const compiled = await compileMarkdown(job.source, {
      file: job.file,
      highlighter: () => (highlighter ??= createCodeHighlighter({ themes: job.themes, langs: job.langs })),
      themes: job.themes,
      ...(job.codeBlocksDir ? { codeBlocks: diskCodeBlockStore(job.codeBlocksDir) } : {}),
      // Kept only where there is a folder to put it in.
      keepParse: job.cacheDir !== undefined,
    });
    const { hast, parsed: _parsed, ...meta } = compiled;
    if (!job.cacheDir) return { reply: Promise.resolve({ id: job.id, result: { meta, hast } }) };
    const reply = writeCacheEntry(job.cacheDir, job.key, compiled, { scratch: job.scratch }).then(
      (): CompileReply => ({ id: job.id, result: { meta } }),
      (error: unknown) => failure(job, error),
    );
    return { reply };
  } catch (error) {
    return { reply: Promise.resolve(failure(job, error)) };
  }
}

function failure(job: CompileJob, error: unknown): CompileReply {
  if (error instanceof DiagnosticError) return { id: job.id, diagnostics: error.diagnostics };
  return { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}
