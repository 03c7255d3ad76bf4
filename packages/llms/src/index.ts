// The twin writers are not re-exported here: they load only when a twin renders.
export { markdownTwins, siteUrls, twinClashes, twinnedRoutes } from './twins.ts';
export { LLMS_TWIN_CLASH, LLMS_TWIN_RENDER } from '@accounts-docs/diagnostics';
export type { MarkdownTwin, MarkdownTwinsInput, RenderedTwinHtml } from './twins.ts';
export { llmsTxt } from './llms-txt.ts';
export type { LlmsTxtInput } from './llms-txt.ts';
export { llmsFullPages, llmsFullTxt } from './llms-full.ts';
export { createSiteUrls } from './site-urls.ts';
export type { SiteUrls, SiteUrlsOptions } from './site-urls.ts';
export { LlmsWriter, llmsRoutes } from './llms-writer.ts';
export type {
  LlmsOutput,
  LlmsManifest,
  LlmsRun,
  LlmsWriteContext,
  LlmsWriterOptions,
} from './llms-writer.ts';
