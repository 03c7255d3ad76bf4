// What a build reads, without loading the reader: the CLI's up-to-date check imports only this.
export { contentSourcePaths, findPackages } from './load-api.ts';
export type { FoundApiPackages } from './load-api.ts';
