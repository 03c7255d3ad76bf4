export { bundleAssets } from './bundle-assets.ts';
export type { Assets, SiteAssetsInput } from './bundle-assets.ts';
export type { AssetFile } from './asset-file.ts';
export type { ProjectIslandModule } from './project-islands.ts';
export { AssetsBundler } from './assets-bundler.ts';
export { cssUrlPlugin, ImportedFiles, IMPORTED_FILE } from './css-urls.ts';
export { sassPlugin } from './sass.ts';
export type { CssUrlOptions } from './css-urls.ts';
