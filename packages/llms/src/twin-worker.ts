import { parentPort, workerData } from 'node:worker_threads';
import { guideTwinText, twinContextOf } from './page-twin.ts';
import type { TwinSite } from './twin-job.ts';
import type { TwinJobMessage, TwinReply } from './twin-pool.ts';

/** The worker side of the twin pool: the site's context built once, then one reply per job. */
const ctx = twinContextOf(workerData as TwinSite);

parentPort?.on('message', ({ id, job }: TwinJobMessage) => {
  guideTwinText(job, ctx)
    .then(
      (text): TwinReply => ({ id, text }),
      (error: unknown): TwinReply => ({ id, error: error instanceof Error ? error.message : String(error) }),
    )
    .then((reply) => parentPort!.postMessage(reply));
});
