import type { SearchSettings } from '../../../shared/search-settings.ts';
import type { SearchGroup, SearchHit } from './results.ts';

type Algolia = NonNullable<SearchSettings['algolia']>;

/** DocSearch v3's record (the crawler's output), the fields read here. */
interface DocSearchHit {
  url: string;
  type?: string;
  hierarchy?: Record<string, string | null>;
  content?: string | null;
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined> };
  _snippetResult?: { content?: { value: string }; hierarchy?: Record<string, { value: string } | undefined> };
}

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** No answer within this long counts as a failure: the Pagefind index answers instead. */
export const ALGOLIA_TIMEOUT_MS = 3000;

/**
 * One query to Algolia's search REST API with DocSearch's parameters (the search-only key,
 * sent as query parameters so the browser makes no preflight request). Rejects on a network
 * error, an HTTP error status or the timeout.
 */
export async function searchAlgolia(
  algolia: Algolia,
  query: string,
  signal: AbortSignal,
): Promise<SearchGroup[]> {
  const timeout = AbortSignal.timeout(ALGOLIA_TIMEOUT_MS);
  const url = new URL(`https://${algolia.appId}-dsn.algolia.net/1/indexes/*/queries`);
  url.searchParams.set('x-algolia-application-id', algolia.appId);
  url.searchParams.set('x-algolia-api-key', algolia.apiKey);
  const params = new URLSearchParams({
    query,
    hitsPerPage: '20',
    attributesToRetrieve: JSON.stringify([...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url']),
    attributesToSnippet: JSON.stringify([...LEVELS.map((l) => `hierarchy.${l}:10`), 'content:10']),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: JSON.stringify(algolia.facetFilters),
  });
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({ requests: [{ indexName: algolia.indexName, params: params.toString() }] }),
    signal: AbortSignal.any([signal, timeout]),
  });
  if (!response.ok) throw new Error(`Algolia answered ${response.status}`);
  const body = (await response.json()) as { results?: { hits?: DocSearchHit[] }[] };
  return groupHits(body.results?.[0]?.hits ?? []);
}

/** Hits grouped by page (URL without anchor), in the order of each page's best hit. */
export function groupHits(hits: DocSearchHit[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>();
  for (const hit of hits) {
    if (typeof hit.url !== 'string') continue;
    const url = relative(hit.url);
    const page = url.split('#')[0]!;
    const hierarchy = hit.hierarchy ?? {};
    let group = groups.get(page);
    if (!group) {
      group = { title: hierarchy.lvl1 ?? hierarchy.lvl0 ?? page, url: page, hits: [] };
      if (hierarchy.lvl0) group.label = hierarchy.lvl0;
      groups.set(page, group);
    }
    group.hits.push(toHit(hit, url));
  }
  return [...groups.values()];
}

function toHit(hit: DocSearchHit, url: string): SearchHit {
  const highlighted = (level: string) =>
    hit._highlightResult?.hierarchy?.[level]?.value ?? hit.hierarchy?.[level] ?? undefined;
  // The matched heading: the hit's own level, or for a paragraph the deepest heading above it.
  const level =
    hit.type && hit.type !== 'content'
      ? hit.type
      : ([...LEVELS].reverse().find((l) => hit.hierarchy?.[l]) ?? 'lvl1');
  const title = highlighted(level) ?? '';
  const snippet =
    hit.type === 'content' ? (hit._snippetResult?.content?.value ?? hit.content ?? undefined) : undefined;
  return { url, title, ...(snippet ? { snippet } : {}) };
}

/**
 * The crawler records absolute URLs of the production site; keeping only path and anchor
 * makes results open on the site being read (a preview deploy, a local build).
 */
function relative(url: string): string {
  try {
    const parsed = new URL(url, location.href);
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}
