export { startSearchIndex, pagefindVersion, SEARCH_INDEX_DIR } from './pagefind-index.ts';
export type { SearchIndexBuilder, SearchIndexFile, SearchIndexPage } from './pagefind-index.ts';
export { searchIndexKey, SearchIndexCache } from './index-cache.ts';
export { SearchIndexRefresher, isSearchIndexFile } from './index-refresh.ts';
export { SearchIndexSink, SEARCH_SECTIONS_FILE } from './index-sink.ts';
export type { IndexedPage, SinkResult } from './index-sink.ts';
