// The incremental part of the render stage, without React: which pages to render, which to reuse.
export { renderSite } from './render-site.ts';
export type { RenderSiteOptions, RenderSiteResult } from './render-site.ts';
export { RenderManifestStore } from './render-manifest.ts';
export type { RenderManifest } from './render-manifest.ts';
export { hash, pageFingerprint, routeTableKey, siteKeyOf } from './fingerprints.ts';
export { InFlight } from './in-flight.ts';
