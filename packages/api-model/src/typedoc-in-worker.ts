import type { JSONOutput } from 'typedoc';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import { WorkerPool } from '@accounts-docs/workers';
import type { TypeDocOptionsInput, TypeDocRun } from './typedoc-run.ts';

/** What the main thread asks a TypeDoc worker (`typedoc-worker.ts`) to do. */
export type TypeDocJob =
  | { kind: 'convert'; input: TypeDocOptionsInput }
  | { kind: 'merge'; input: Omit<TypeDocOptionsInput, 'entries' | 'name'>; projects: string };

export type TypeDocWorkerReply =
  | { id: number; ok: true; json: string; diagnostics: Diagnostic[]; files?: string[] }
  | { id: number; ok: false; message: string; diagnostics?: Diagnostic[] };

/**
 * TypeDoc on worker threads (the bundled CLI's `typedoc-worker.js`), through the one
 * `WorkerPool`: up to `size` threads, started as jobs come, each loading TypeScript and TypeDoc
 * once and taking the packages to convert one after the other as it finishes, while the main
 * thread compiles the markdown (`typedocThreads`: one on two cores, two from three). A lost thread
 * fails the build: its job and those waiting are rejected. `close()` ends the threads (call it
 * in `finally`).
 */
export class TypeDocWorkers {
  readonly #pool: WorkerPool<TypeDocJob, TypeDocWorkerReply>;

  constructor(script: string, size: number) {
    this.#pool = new WorkerPool({
      script,
      size,
      // The next package waits on the thread, not on the main thread: the main thread compiles
      // the markdown meanwhile, and a long compile held the thread idle for its next job
      // (~0.7 s a cold build of `content/`, measured in a CPU profile of the thread).
      window: 2,
      start: 'lazy',
      // A worker waiting for its next job does not keep the process alive.
      unref: true,
      onLost: 'close',
      name: "TypeDoc's worker",
    });
  }

  /** One package's conversion (`runTypeDoc`) on a worker. */
  async convert(input: TypeDocOptionsInput): Promise<TypeDocRun> {
    const reply = await this.#run({ kind: 'convert', input });
    // A string crosses threads faster than a structured clone of a large object tree.
    return {
      project: JSON.parse(reply.json) as JSONOutput.ProjectReflection,
      diagnostics: reply.diagnostics,
      files: reply.files ?? [],
      json: reply.json,
    };
  }

  /**
   * The packages' projects merged (`mergeTypeDocProjects`) on a worker that has TypeDoc loaded,
   * each given as its JSON text: the text a worker sent or the cache held is sent on as it is,
   * not serialized again on the main thread (~0.1 s of the cold build's critical path).
   */
  async merge(
    input: Omit<TypeDocOptionsInput, 'entries' | 'name'>,
    projects: string[],
  ): Promise<{ project: JSONOutput.ProjectReflection; diagnostics: Diagnostic[]; json: string }> {
    const reply = await this.#run({ kind: 'merge', input, projects: `[${projects.join(',')}]` });
    return {
      project: JSON.parse(reply.json) as JSONOutput.ProjectReflection,
      diagnostics: reply.diagnostics,
      json: reply.json,
    };
  }

  close(): Promise<void> {
    return this.#pool.close();
  }

  async #run(job: TypeDocJob): Promise<TypeDocWorkerReply & { ok: true }> {
    const reply = await this.#pool.run(job);
    if (reply.ok) return reply;
    if (reply.diagnostics) throw new DiagnosticError(reply.diagnostics);
    throw new Error(`TypeDoc failed in its worker: ${reply.message}`);
  }
}
