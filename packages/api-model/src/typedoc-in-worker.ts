import { Worker } from 'node:worker_threads';
import type { JSONOutput } from 'typedoc';
import { DiagnosticError, type Diagnostic } from '@accounts-docs/diagnostics';
import type { TypeDocOptionsInput, TypeDocRun } from './typedoc-run.ts';

/** What the main thread asks a TypeDoc worker (`typedoc-worker.ts`) to do. */
export type TypeDocJob =
  | { kind: 'convert'; input: TypeDocOptionsInput }
  | { kind: 'merge'; input: Omit<TypeDocOptionsInput, 'entries' | 'name'>; projects: string };

export type TypeDocWorkerReply =
  | { id: number; ok: true; json: string; diagnostics: Diagnostic[]; files?: string[] }
  | { id: number; ok: false; message: string; diagnostics?: Diagnostic[] };

interface Pending {
  job: TypeDocJob;
  resolve: (reply: TypeDocWorkerReply & { ok: true }) => void;
  reject: (error: unknown) => void;
}

/**
 * TypeDoc on worker threads (the bundled CLI's `typedoc-worker.js`): up to `size` threads, each
 * loading TypeScript and TypeDoc once and taking the packages to convert one after the other
 * as it finishes, so two cores convert two packages at a time while the main thread compiles
 * the markdown. `close()` ends the threads (call it in `finally`).
 */
export class TypeDocWorkers {
  readonly #script: string;
  readonly #size: number;
  readonly #idle: Worker[] = [];
  readonly #busy = new Map<Worker, { id: number; pending: Pending }>();
  readonly #queue: Pending[] = [];
  #nextId = 0;
  #closed = false;

  constructor(script: string, size: number) {
    this.#script = script;
    this.#size = Math.max(1, size);
  }

  /** One package's conversion (`runTypeDoc`) on a worker. */
  async convert(input: TypeDocOptionsInput): Promise<TypeDocRun> {
    const reply = await this.#run({ kind: 'convert', input });
    // A string crosses threads faster than a structured clone of a large object tree.
    return {
      project: JSON.parse(reply.json) as JSONOutput.ProjectReflection,
      diagnostics: reply.diagnostics,
      files: reply.files ?? [],
    };
  }

  /** The packages' projects merged (`mergeTypeDocProjects`) on a worker that has TypeDoc loaded. */
  async merge(
    input: Omit<TypeDocOptionsInput, 'entries' | 'name'>,
    projects: JSONOutput.ProjectReflection[],
  ): Promise<{ project: JSONOutput.ProjectReflection; diagnostics: Diagnostic[] }> {
    const reply = await this.#run({ kind: 'merge', input, projects: JSON.stringify(projects) });
    return {
      project: JSON.parse(reply.json) as JSONOutput.ProjectReflection,
      diagnostics: reply.diagnostics,
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new Error("TypeDoc's workers were closed"));
    const all = [...this.#idle.splice(0), ...this.#busy.keys()];
    this.#busy.clear();
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  #run(job: TypeDocJob): Promise<TypeDocWorkerReply & { ok: true }> {
    if (this.#closed) return Promise.reject(new Error("TypeDoc's workers were closed"));
    return new Promise((resolve, reject) => {
      this.#queue.push({ job, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const worker = this.#idle.pop() ?? (this.#busy.size < this.#size ? this.#start() : undefined);
      if (!worker) return;
      const pending = this.#queue.shift()!;
      const id = this.#nextId++;
      this.#busy.set(worker, { id, pending });
      worker.postMessage({ id, ...pending.job });
    }
  }

  #start(): Worker {
    const worker = new Worker(this.#script);
    // A worker waiting for its next job does not keep the process alive.
    worker.unref();
    worker.on('message', (reply: TypeDocWorkerReply) => {
      const current = this.#busy.get(worker);
      if (!current || current.id !== reply.id) return;
      this.#busy.delete(worker);
      this.#idle.push(worker);
      if (reply.ok) current.pending.resolve(reply);
      else if (reply.diagnostics) current.pending.reject(new DiagnosticError(reply.diagnostics));
      else current.pending.reject(new Error(`TypeDoc failed in its worker: ${reply.message}`));
      this.#dispatch();
    });
    // A lost thread fails the build: its job and those waiting are rejected, no thread is started again.
    const lost = (error: unknown) => {
      const current = this.#busy.get(worker);
      this.#busy.delete(worker);
      current?.pending.reject(error);
      void this.close();
    };
    worker.once('error', lost);
    worker.once('exit', (code) => {
      if (!this.#closed) lost(new Error(`TypeDoc's worker exited with code ${code}`));
    });
    return worker;
  }
}
