import path from 'node:path';
import { watch } from 'chokidar';
import { ChangeBatcher, type WatchBatching } from './change-batcher.ts';

export interface Watcher {
  /** Resolves once the initial scan is done: changes from then on are reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches files and folders; calls `onChange` with the changed paths, batched (see
 * `ChangeBatcher`) so that an editor's save triggers one rebuild.
 *
 * Besides chokidar's events it listens to the raw file-system notifications: chokidar drops a
 * change that comes within a few milliseconds of another on the same file (its throttle) or
 * whose modification time it saw already, and a save right after a failed rebuild must never
 * be lost. Chokidar's own report of a change the raw notifications gave is dropped when it shows
 * the file as the batch reported it (see `ChangeBatcher.event`).
 */
export function watchPaths(
  paths: string[],
  onChange: (changed: string[]) => void,
  batching: WatchBatching = {},
): Watcher {
  const watcher = watch(paths, { ignoreInitial: true });
  const batcher = new ChangeBatcher(onChange, batching);
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  watcher.on('all', (event, file) => batcher.event(event, file));
  watcher.on('raw', (event, filename, details) => {
    const watched = (details as { watchedPath?: unknown } | undefined)?.watchedPath;
    if (event !== 'change' || typeof watched !== 'string') return;
    // fs.watch on a folder reports a file name inside it; on a file, the file itself.
    batcher.raw(filename && path.basename(watched) !== filename ? path.join(watched, filename) : watched);
  });
  return {
    ready,
    async close() {
      batcher.close();
      await watcher.close();
    },
  };
}
