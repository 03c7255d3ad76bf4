export { startServer, EVENTS_PATH } from './server.ts';
export type { ServeOptions, RunningServer } from './server.ts';
export { decideRequestPath } from './request-path.ts';
export type { PathDecision } from './request-path.ts';
export { liveReloadScript } from './live-reload.ts';
export { watchPaths } from './watch.ts';
export type { Watcher } from './watch.ts';
export type { WatchBatching } from './change-batcher.ts';
