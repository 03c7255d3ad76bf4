import { parentPort } from 'node:worker_threads';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { compileMarkdown } from '@accounts-docs/markdown';
import { diskCodeBlockStore } from './code-block-store.ts';
import { writeCacheEntry } from './compile-cache.ts';
import { sharedHighlighter } from './shared-highlighter.ts';
import type { CompileJob, CompileReply } from './compile-pool.ts';

/** The worker side of the compile pool: one highlighter per worker and themes, one job at a time. */
let queue: Promise<unknown> = Promise.resolve();

parentPort?.on('message', (job: CompileJob) => {
  // The pool sends the next job before this one is answered: compiled together, they would
  // compete for the thread and hold both trees at once.
  queue = queue.then(() => run(job).then((reply) => parentPort!.postMessage(reply)));
});

/** Compiles a job and, with a folder, writes its entry there; the answer follows once it is written. */
async function run(job: CompileJob): Promise<CompileReply> {
  try {
    const compiled = await compileMarkdown(job.source, {
      file: job.file,
      highlighter: () => sharedHighlighter(job.themes, job.langs),
      themes: job.themes,
      syntax: job.syntax,
      admonitionKeywords: job.admonitionKeywords,
      ...(job.codeBlocksDir ? { codeBlocks: diskCodeBlockStore(job.codeBlocksDir) } : {}),
    });
    const { hast, ...meta } = compiled;
    if (!job.cacheDir) return { id: job.id, result: { meta, hast } };
    try {
      await writeCacheEntry(job.cacheDir, job.key, compiled, { scratch: job.scratch });
    } catch {
      // The entry could not be written (a full disk): the tree goes back to be kept in memory.
      return { id: job.id, result: { meta, hast } };
    }
    return { id: job.id, result: { meta } };
  } catch (error) {
    if (error instanceof DiagnosticError) return { id: job.id, diagnostics: error.diagnostics };
    return { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
