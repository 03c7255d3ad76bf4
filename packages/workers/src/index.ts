export { WorkerLost, WorkerPool, type WorkerPoolOptions } from './worker-pool.ts';
