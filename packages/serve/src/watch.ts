import path from 'node:path';
import { watch } from 'chokidar';

export interface Watcher {
  /** Resolves once the initial scan is done: changes from then on are reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** How long `watchPaths` waits before reporting a batch of changes. */
export interface WatchBatching {
  /** Milliseconds without a new event that end a batch (a save is a burst of events). */
  quiet?: number;
  /** Milliseconds after a batch's first event at which it is reported even if events go on. */
  maxWait?: number;
}

/**
 * Watches files and folders; calls `onChange` with the changed paths, batched until the events
 * pause for `quiet` ms, so that an editor's save (often several events: truncate, write,
 * rename) triggers one rebuild, and a large file written in chunks is read once it is whole.
 * A fixed window from the first event would wait longer for a small save and end before a
 * large one does (Vite reacts to the first event and re-reads an empty file instead).
 *
 * Besides chokidar's events it listens to the raw file-system notifications: chokidar drops a
 * change that comes within a few milliseconds of another on the same file (its throttle) or
 * whose modification time it saw already, and a save right after a failed rebuild must never
 * be lost. The batching absorbs the duplicates.
 */
export function watchPaths(
  paths: string[],
  onChange: (changed: string[]) => void,
  { quiet = 3, maxWait = 100 }: WatchBatching = {},
): Watcher {
  const watcher = watch(paths, { ignoreInitial: true });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let firstEvent: number | undefined;
  const flush = () => {
    const changed = [...pending];
    pending = new Set();
    timer = undefined;
    firstEvent = undefined;
    onChange(changed);
  };
  const changed = (file: string) => {
    pending.add(file);
    const now = performance.now();
    firstEvent ??= now;
    clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(quiet, firstEvent + maxWait - now)));
  };
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  watcher.on('all', (_event, file) => changed(file));
  watcher.on('raw', (event, filename, details) => {
    const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
    if (event !== 'change' || typeof watched !== 'string') return;
    // fs.watch on a folder reports a file name inside it; on a file, the file itself.
    changed(filename && path.basename(watched) !== filename ? path.join(watched, filename) : watched);
  });
  return {
    ready,
    async close() {
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
