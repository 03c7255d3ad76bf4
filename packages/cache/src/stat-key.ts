import type { BigIntStats } from 'node:fs';

/** Slack for file timestamps, which come from a clock coarser than the process clock. */
const RACY_MS = 100;

/** The stats a file's key is made of: what git's index and ninja compare. */
export type KeyStats = Pick<BigIntStats, 'size' | 'ino' | 'mtimeNs' | 'ctimeNs'>;

/**
 * How a file looked, without reading it: size, inode, modification and change times (ns). A
 * write changes the change time, even one that puts back the old size and modification time.
 */
export function statKey(stats: KeyStats): string {
  return `${stats.size}:${stats.ino}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/**
 * Whether what was read of a file in a read that began at `sinceMs` (epoch) may be kept by its
 * stats (git's "racy clean" rule): not when the file changed within `RACY_MS` of it, since a write
 * in the same clock tick would leave the stats as they were.
 */
export function keepableSince(stats: Pick<KeyStats, 'mtimeNs' | 'ctimeNs'>, sinceMs: number): boolean {
  const since = BigInt(Math.floor(sinceMs) - RACY_MS) * 1_000_000n;
  return stats.mtimeNs < since && stats.ctimeNs < since;
}
