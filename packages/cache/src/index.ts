export { CACHE_ENTRIES, entryHash, entryKey, type CacheNamespace, type KeyScope } from './cache-entry.ts';
export { engineHash } from './engine.ts';
export { bytesHash, hashOf, KeyHash, type KeyPart } from './hash.ts';
export {
  isRecord,
  openEntry,
  readEntry,
  readEntrySync,
  readJsonEntry,
  readJsonEntrySync,
  sealEntry,
} from './sealed-entry.ts';
export { keepableSince, statKey, type KeyStats } from './stat-key.ts';
export { toolVersion } from './tool-versions.ts';
export { writeEntry, writeEntrySync, writeScratchSync } from './write-entry.ts';
