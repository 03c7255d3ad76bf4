export { openSiteWriter } from './write-site.ts';
export type { SiteWriter, SiteWriterOptions } from './write-site.ts';
export { checkOutDir } from './check-out-dir.ts';
