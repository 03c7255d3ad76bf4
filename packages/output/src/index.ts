export { openSiteWriter } from './site-writer.ts';
export type { SiteWriter, SiteWriterOptions } from './site-writer.ts';
export { checkOutDir } from './check-out-dir.ts';
