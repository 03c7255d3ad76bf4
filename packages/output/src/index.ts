export { openSiteWriter } from './site-writer.ts';
export { abandonUnfinishedBuilds, folderIdentity } from './swap-in.ts';
export type { OutputSink, SiteWriter, SiteWriterOptions } from './site-writer.ts';
export { CACHE_MARKER, checkCacheDir, checkOutDir, isBuildFolder } from './check-out-dir.ts';
export type { OutDirContext, ProtectedSource } from './check-out-dir.ts';
export { outputPath } from './output-path.ts';
export { makeFolder } from './make-folder.ts';
export { recoverOutput, BUILD_MARKER } from './output-recovery.ts';
export type { RecoveryResult } from './output-recovery.ts';
export { listStaticFiles, staticFolderFiles, staticCollisions } from './static-files.ts';
export {
  CACHE_DIR_UNSAFE,
  OUTPUT_CLEANUP,
  OUT_DIR_UNSAFE,
  OUTPUT_PATH_OUTSIDE,
  STATIC_ROUTE_COLLISION,
  STATIC_SYMLINK_DANGLING,
  STATIC_SYMLINK_OUTSIDE,
} from '@accounts-docs/diagnostics';
export type { StaticFile, StaticFilesOptions } from './static-files.ts';
