import { watch } from 'chokidar';

export interface Watcher {
  close(): Promise<void>;
}

/**
 * Watches files and folders; calls `onChange` with the changed paths, batched over `delay` ms
 * so that an editor's save (often several events) triggers one rebuild.
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
  watcher.on('all', (_event, file) => {
    pending.add(file);
    timer ??= setTimeout(flush, delay);
  });
  return {
    async close() {
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
