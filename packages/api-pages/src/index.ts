export { apiOutline } from './outline.ts';
export { firstParagraph, summaryOf } from './summaries.ts';
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
export { typeToHast } from './type-to-hast.ts';
export { signatureToHast } from './signature-to-hast.ts';
export type { ApiLink } from './links.ts';
export { typeParametersToHast, declaredTypeToHast, indexSignatureToHast } from './signature-to-hast.ts';
export { commentMarkdown } from './comment-markdown.ts';
export { declarationSections, packageSections, KIND_TITLES } from './sections.ts';
export type { Section } from './sections.ts';
export {
  declarationBlocks,
  KIND_LABELS,
  MEMBER_FLAGS,
  overviewLine,
  shownReturns,
  signatureLineOf,
} from './declaration-blocks.ts';
export type { DeclarationBlock } from './declaration-blocks.ts';
export { commentSections, deprecationOf, returnsComment } from './comment-sections.ts';
export type { CommentSection } from './comment-sections.ts';
export { sourceHref } from './page-parts.ts';
export { apiSearchNames } from './search-names.ts';
export type { ApiSearchName } from './search-names.ts';
