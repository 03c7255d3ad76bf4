export { bundleAssets } from './bundle-assets.ts';
export type { Assets, AssetFile } from './bundle-assets.ts';
export type { ProjectIslandModule } from './project-islands.ts';
export { AssetsBundler } from './assets-bundler.ts';
