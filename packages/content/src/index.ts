export { ContentReader } from './content-reader.ts';
export { ContentMemory } from './content-memory.ts';
export type { Content, ContentReaderOptions } from './content-reader.ts';
export { editReach } from './compiled-source.ts';
export type { CompiledSource, SourceEdit } from './compiled-source.ts';
export type { FrontMatterFields } from './front-matter-fields.ts';
export type { CompiledMeta } from './compile-cache.ts';
export { changelogFallback, namedChangelog } from './changelogs.ts';
export type { BlogSource } from './blog-sources.ts';
