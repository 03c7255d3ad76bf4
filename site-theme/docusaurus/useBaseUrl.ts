import useDocusaurusContext from './useDocusaurusContext.ts';
import { hasProtocol } from './isInternalUrl.ts';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export interface BaseUrlUtils {
  withBaseUrl: (url: string, options?: BaseUrlOptions) => string;
}

/**
 * Docusaurus's `addBaseUrl` (packages/docusaurus/src/client/exports/useBaseUrl.ts): anchors and
 * URLs with a scheme are left alone; the base URL is added once (`docs/x` and `/docs/x` both
 * become `/base/docs/x`), and `/base` becomes `/base/`.
 */
export function addBaseUrl(
  siteUrl: string,
  baseUrl: string,
  url: string,
  { forcePrependBaseUrl = false, absolute = false }: BaseUrlOptions = {},
): string {
  if (!url || url.startsWith('#') || hasProtocol(url)) return url;
  if (forcePrependBaseUrl) return baseUrl + url.replace(/^\//, '');
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  const basePath = url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return absolute ? siteUrl + basePath : basePath;
}

/** `withBaseUrl(url, options)` for the site. */
export function useBaseUrlUtils(): BaseUrlUtils {
  const { siteConfig } = useDocusaurusContext();
  return { withBaseUrl: (url, options) => addBaseUrl(siteConfig.url, siteConfig.baseUrl, url, options) };
}

/** A site path (or a file of the static folder) with the base URL added. */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
