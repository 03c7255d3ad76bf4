import { statSync } from 'node:fs';
/** How long a batch of file changes waits before it is reported (see `ChangeBatcher`). */
export interface WatchBatching {
  /** Milliseconds without a new event that end a batch (a save is a burst of events). */
  quiet?: number;
  /** Milliseconds after a batch's first event at which it is reported even if events go on. */
  maxWait?: number;
}

/** The clock, timer and file system the batcher runs on (tests give their own). */
export interface BatcherSystem {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
  /** What a file is now (size, times, inode as one string) and whether it is empty; undefined when it is gone. */
  fileState(file: string): { key: string; empty: boolean } | undefined;
}

const system: BatcherSystem = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
  fileState: (file) => {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return undefined;
    return { key: `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`, empty: stats.size === 0 };
  },
};

/**
 * Turns the file events of a watcher into batches of changed paths: a batch ends when events
 * pause for `quiet` ms (at most `maxWait` ms after it began), so an editor's save — truncate,
 * write, rename — is one rebuild, and a file written in chunks is read once it is whole. A
 * fixed window from the first event would wait longer for a small save and end before a large
 * one does (Vite reacts to the first event and re-reads an empty file instead).
 */
export class ChangeBatcher {
  readonly #onBatch: (changed: string[]) => void;
  readonly #quiet: number;
  readonly #maxWait: number;
  readonly #system: BatcherSystem;
  #pending = new Set<string>();
  #timer: unknown;
  #firstEvent: number | undefined;
  /** Each file of the batches reported, as it was when reported. */
  readonly #reported = new Map<string, string | undefined>();

  constructor(
    onBatch: (changed: string[]) => void,
    { quiet = 3, maxWait = 100 }: WatchBatching = {},
    on: BatcherSystem = system,
  ) {
    this.#onBatch = onBatch;
    this.#quiet = quiet;
    this.#maxWait = maxWait;
    this.#system = on;
  }

  /** A raw notification that `file` changed (the system's, before chokidar looks). */
  raw(file: string): void {
    this.#add(file);
  }

  /**
   * One of chokidar's events (`add`, `change`, `unlink`, …) for `file`. A `change` of a file
   * that is as it was when its last batch went out is the echo of the raw notifications
   * (chokidar reports once it has looked at the file, often after the batch, or much later when
   * a rebuild holds the event loop, and then with the state it saw, maybe half-written): it
   * would start a second rebuild for nothing.
   */
  event(name: string, file: string): void {
    const reported = this.#reported.get(file);
    if (name === 'change' && reported !== undefined && reported === this.#system.fileState(file)?.key) return;
    this.#add(file);
  }

  /** Drops what is pending (the watcher is closing). */
  close(): void {
    if (this.#timer !== undefined) this.#system.clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #add(file: string): void {
    this.#pending.add(file);
    const now = this.#system.now();
    this.#firstEvent ??= now;
    if (this.#timer !== undefined) this.#system.clearTimeout(this.#timer);
    const wait = Math.max(0, Math.min(this.#quiet, this.#firstEvent + this.#maxWait - now));
    this.#timer = this.#system.setTimeout(() => this.#flush(), wait);
  }

  #flush(): void {
    const changed = [...this.#pending];
    const states = changed.map((file) => this.#system.fileState(file));
    // An empty file is most often one being saved (truncated, not yet written): it gets another
    // quiet period, until maxWait (an emptied file is reported then). Vite polls the same way.
    const waited = this.#system.now() - this.#firstEvent!;
    if (states.some((state) => state?.empty) && waited < this.#maxWait) {
      const wait = Math.min(this.#quiet, this.#maxWait - waited);
      this.#timer = this.#system.setTimeout(() => this.#flush(), wait);
      return;
    }
    this.#pending = new Set();
    this.#timer = undefined;
    this.#firstEvent = undefined;
    changed.forEach((file, i) => this.#reported.set(file, states[i]?.key));
    this.#onBatch(changed);
  }
}
