export { compileMarkdown } from './compile.ts';
export type { CompiledMarkdown, CompileOptions } from './compile.ts';
export { createCodeHighlighter } from './highlighter.ts';
export type { Highlighter, HighlighterOptions } from './highlighter.ts';
export type { TocEntry } from './heading-ids.ts';
export type { LinkRef } from './links.ts';
export { ADMONITION_TYPES } from './admonitions.ts';
export { MAX_NESTING_DEPTH } from './nesting-depth.ts';
export { MARKDOWN_TOO_DEEP } from '@accounts-docs/diagnostics';
