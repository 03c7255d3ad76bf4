export { writeSite } from './write-site.ts';
export type { OutputFile, WriteSiteOptions } from './write-site.ts';
export { checkOutDir } from './check-out-dir.ts';
