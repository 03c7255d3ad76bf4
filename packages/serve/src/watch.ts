import path from 'node:path';
import { watch } from 'chokidar';

export interface Watcher {
  /** Resolves once the initial scan is done: changes from then on are reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Watches files and folders; calls `onChange` with the changed paths, batched over `delay` ms
 * so that an editor's save (often several events) triggers one rebuild.
 *
 * Besides chokidar's events it listens to the raw file-system notifications: chokidar drops a
 * change that comes within a few milliseconds of another on the same file (its throttle) or
 * whose modification time it saw already, and a save right after a failed rebuild must never
 * be lost. The batching window absorbs the duplicates.
 */
export function watchPaths(paths: string[], onChange: (changed: string[]) => void, delay = 10): Watcher {
  const watcher = watch(paths, { ignoreInitial: true });
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    const changed = [...pending];
    pending = new Set();
    timer = undefined;
    onChange(changed);
  };
  const changed = (file: string) => {
    pending.add(file);
    timer ??= setTimeout(flush, delay);
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
