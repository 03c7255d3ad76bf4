export {
  isRecord,
  openEntry,
  readEntry,
  readEntrySync,
  readJsonEntry,
  readJsonEntrySync,
  sealEntry,
} from './sealed-entry.ts';
