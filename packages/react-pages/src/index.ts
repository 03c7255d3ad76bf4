export { loadReactSite, EMPTY_REACT_SITE } from './react-site.ts';
export type { ReactPage, ReactSite } from './react-site.ts';
export { findReactSources, REACT_PAGE_GLOB } from './find-sources.ts';
export type { ReactSources, ReactPageSource, OverrideSource } from './find-sources.ts';
export { errorPlace } from './error-place.ts';
export { collectReactLinks } from './react-links.ts';
export type { ReactLink, ReactPageLinks } from './react-links.ts';
export { reactStylesheets } from './react-assets.ts';
export type { ReactAssetFile } from './react-assets.ts';
