export { openSiteWriter, folderIdentity } from './site-writer.ts';
export type { SiteWriter, SiteWriterOptions } from './site-writer.ts';
export { checkOutDir, isBuildFolder, OUT_DIR_UNSAFE } from './check-out-dir.ts';
export type { OutDirContext, ProtectedSource } from './check-out-dir.ts';
export { outputPath, OUTPUT_PATH_OUTSIDE } from './output-path.ts';
export { recoverOutput, BUILD_MARKER } from './output-recovery.ts';
export type { RecoveryResult } from './output-recovery.ts';
export {
  listStaticFiles,
  staticFolderFiles,
  staticCollisions,
  STATIC_ROUTE_COLLISION,
  STATIC_SYMLINK_DANGLING,
  STATIC_SYMLINK_OUTSIDE,
} from './static-files.ts';
export type { StaticFile, StaticFilesOptions } from './static-files.ts';
