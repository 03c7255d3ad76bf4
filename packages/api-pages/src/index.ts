export { apiOutline, API_PAGES_VERSION, firstParagraph, summaryOf } from './outline.ts';
export type {
  ApiOutline,
  ApiOutlineOptions,
  ApiPageOutline,
  ApiPageKind,
  ApiSidebarItem,
} from './outline.ts';
export { apiPageContent } from './api-content.ts';
export type { ApiContentContext } from './api-content.ts';
export { createApiRoutes, anchorId, hasOwnPage } from './routes.ts';
export type { ApiRoutes, ApiRoutesOptions } from './routes.ts';
export { typeToHast, signatureToHast } from './type-to-hast.ts';
export type { ApiLink } from './links.ts';
export { typeParametersToHast, declaredTypeToHast, indexSignatureToHast } from './type-to-hast.ts';
export { commentMarkdown } from './comment-markdown.ts';
export { declarationSections, packageSections, KIND_TITLES } from './sections.ts';
export type { Section } from './sections.ts';
