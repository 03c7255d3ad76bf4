import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker thread's script. */
  script: string;
  /** Threads at most. */
  size: number;
  /**
   * Jobs a thread holds at once (default 1). Two keep a thread from waiting for its next job
   * (the compile's); one lets a long job (a TypeDoc conversion) not hold another behind it.
   */
  window?: number;
  /** Start every thread at once (default), or each when a job first finds none free. */
  start?: 'eager' | 'lazy';
  /** Threads that wait for their next job do not keep the process alive. */
  unref?: boolean;
  /**
   * A thread lost (crashed, out of memory, exited): `drop` (default) rejects its jobs with
   * `WorkerLost` and goes on with the others, the jobs left when none is (the caller does
   * them on its own thread); `close` rejects every job and closes the pool.
   */
  onLost?: 'drop' | 'close';
  /** What the threads are called in errors (default "The worker"): "<name> exited with code 1", "<name>s were closed". */
  name?: string;
}

interface Pending<Reply> {
  id: number;
  message: object;
  resolve: (reply: Reply) => void;
  reject: (error: unknown) => void;
}

/**
 * The one worker pool (the compile's and TypeDoc's): jobs wait on the main thread and go to a
 * thread as it has room (the least busy first), each posted as `{ id, ...job }` and answered
 * by one reply carrying the same `id`, which resolves the job; what the reply means is the
 * caller's. Not tinypool: the compile's workers write the cache entries themselves, jobs go
 * to the least busy thread, and a lost thread's jobs go back to the caller.
 */
export class WorkerPool<Job extends object, Reply extends { id: number }> {
  readonly #options: WorkerPoolOptions;
  readonly #window: number;
  readonly #threads = new Map<Worker, Map<number, Pending<Reply>>>();
  readonly #waiting: Pending<Reply>[] = [];
  #nextId = 0;
  #closed = false;

  constructor(options: WorkerPoolOptions) {
    this.#options = { ...options, size: Math.max(1, options.size) };
    this.#window = Math.max(1, options.window ?? 1);
    if (options.start !== 'lazy') for (let i = 0; i < this.#options.size; i++) this.#start();
  }

  /** Threads alive (eager pools: all until one is lost). */
  get threads(): number {
    return this.#threads.size;
  }

  /** Runs a job on a thread; resolves with its reply. */
  run(job: Job): Promise<Reply> {
    if (this.#closed) return Promise.reject(new Error(this.#closedMessage()));
    if (this.#options.start !== 'lazy' && this.#threads.size === 0)
      return Promise.reject(new WorkerLost(undefined));
    return new Promise((resolve, reject) => {
      const id = this.#nextId++;
      this.#waiting.push({ id, message: { id, ...job }, resolve, reject });
      this.#dispatch();
    });
  }

  /** Ends the threads; the jobs still waiting are rejected. Call it in `finally`. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = () => new Error(this.#closedMessage());
    for (const pending of this.#waiting.splice(0)) pending.reject(closed());
    const threads = [...this.#threads.keys()];
    for (const jobs of this.#threads.values()) for (const pending of jobs.values()) pending.reject(closed());
    this.#threads.clear();
    await Promise.all(threads.map((thread) => thread.terminate()));
  }

  #dispatch(): void {
    while (this.#waiting.length > 0) {
      const thread = this.#leastBusy();
      if (!thread) break;
      const pending = this.#waiting.shift()!;
      this.#threads.get(thread)!.set(pending.id, pending);
      thread.postMessage(pending.message);
    }
    // No thread left (all lost): the jobs go back to the caller, which does them on its own thread.
    if (this.#threads.size === 0 && this.#options.start !== 'lazy')
      for (const pending of this.#waiting.splice(0)) pending.reject(new WorkerLost(undefined));
  }

  /** The thread with room and the fewest jobs, in start order; a new one while the pool may grow. */
  #leastBusy(): Worker | undefined {
    let best: Worker | undefined;
    for (const [thread, jobs] of this.#threads)
      if (jobs.size < this.#window && (!best || jobs.size < this.#threads.get(best)!.size)) best = thread;
    if (best && this.#threads.get(best)!.size === 0) return best;
    if (this.#options.start === 'lazy' && !this.#closed && this.#threads.size < this.#options.size)
      return this.#start();
    return best;
  }

  #start(): Worker {
    // No heap limit (resourceLimits): a 384 MB cap took ~5 % off a 625-page build's peak RSS
    // and added ~35 % to its CPU time, V8 collecting far more often.
    const thread = new Worker(this.#options.script);
    if (this.#options.unref) thread.unref();
    this.#threads.set(thread, new Map());
    thread.on('message', (reply: Reply) => {
      const jobs = this.#threads.get(thread);
      const pending = jobs?.get(reply.id);
      if (!pending) return;
      jobs!.delete(reply.id);
      pending.resolve(reply);
      this.#dispatch();
    });
    const lost = (cause: unknown) => {
      const jobs = this.#threads.get(thread);
      if (!jobs) return; // closed, or already lost
      this.#threads.delete(thread);
      for (const pending of jobs.values())
        pending.reject(this.#options.onLost === 'close' ? cause : new WorkerLost(cause));
      if (this.#options.onLost === 'close') void this.close();
      else this.#dispatch();
    };
    thread.on('error', lost);
    thread.on('exit', (code) => {
      if (!this.#closed) lost(new Error(`${this.#name()} exited with code ${code}`));
    });
    return thread;
  }

  #name(): string {
    return this.#options.name ?? 'The worker';
  }

  #closedMessage(): string {
    return `${this.#name()}s were closed`;
  }
}

/** A job whose thread was lost (out of memory, or crashed): do it elsewhere. */
export class WorkerLost extends Error {
  constructor(cause: unknown) {
    super('The worker stopped', { cause });
  }
}
