import type { SearchNames } from '../../../shared/search-settings.ts';
import type { SearchGroup } from './results.ts';

/** A declaration or member of the API (a row of `SearchNames`). */
export interface ApiName {
  name: string;
  url: string;
  kind: string;
  pkg: string;
  /** The declaration a member belongs to ('' for a declaration). */
  parent: string;
  summary: string;
}

let loaded: { url: string; names: Promise<ApiName[]> } | undefined;

/** The site's names file, fetched once (a failed fetch is tried again next time). */
export function loadApiNames(url: string): Promise<ApiName[]> {
  if (loaded?.url !== url) {
    const names = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<SearchNames>;
      })
      .then((file) =>
        file.names.map(([name, link, kind, pkg, parent, summary]) => ({
          name,
          url: link,
          kind,
          pkg,
          parent,
          summary,
        })),
      );
    names.catch(() => {
      if (loaded?.names === names) loaded = undefined;
    });
    loaded = { url, names };
  }
  return loaded.names;
}

/** A name of more than one word (`refreshTokens`, `AuthenticateWithServiceErrors`, `db_url`). */
const compound = (name: string) => /[a-z\d][A-Z]|[_\d]/.test(name);

/** Shorter prefixes match too much. */
const MIN_PREFIX = 3;

/**
 * The names a query means, in two tiers. `first` (before every other result): an exact match
 * (any case) on a name of more than one word, or any exact or leading match when the query is
 * written like a name (a capital letter, or `Class.member`). `later` (after the best guide
 * pages): an exact match of a plain lower-case word on a one-word name (`logout`, `mongo`),
 * and a leading match of a lower-case query, which might as well be prose. Each tier is in the
 * order of `rankNames`.
 */
export function matchApiNames(
  names: readonly ApiName[],
  query: string,
  pageRank: (url: string) => number = () => 0,
): { first: ApiName[]; later: ApiName[] } {
  const text = query.trim();
  const first: ApiName[] = [];
  const later: ApiName[] = [];
  if (!text || /\s/.test(text)) return { first, later };
  // `AccountsServer.refreshTokens` (or `#`): that member of that declaration.
  const dotted = /^([\w$]+)[.#]([\w$]+)$/.exec(text);
  const written = dotted ? dotted[2]! : text;
  const lower = written.toLowerCase();
  if (dotted) {
    const parent = dotted[1]!.toLowerCase();
    for (const entry of names)
      if (entry.parent.toLowerCase() === parent && entry.name.toLowerCase().startsWith(lower))
        first.push(entry);
  } else {
    const asName = /[A-Z]/.test(text) || compound(text);
    for (const entry of names) {
      const name = entry.name.toLowerCase();
      if (name === lower) (asName || compound(entry.name) ? first : later).push(entry);
      else if (lower.length >= MIN_PREFIX && name.startsWith(lower)) (asName ? first : later).push(entry);
    }
  }
  return { first: rankNames(first, written, pageRank), later: rankNames(later, written, pageRank) };
}

/**
 * Exact matches (as written, then in another case) before leading ones, declarations before
 * members, then the full-text engine's rank of their page (`pageRank`: lower first; for a name
 * many declarations share, such as `refreshTokens`), shorter names, and the sidebar's order.
 */
function rankNames(entries: ApiName[], text: string, pageRank: (url: string) => number): ApiName[] {
  const lower = text.toLowerCase();
  const closeness = (entry: ApiName) =>
    (entry.name === text ? 0 : entry.name.toLowerCase() === lower ? 2 : 4) + (entry.parent ? 1 : 0);
  return entries
    .map((entry, order) => ({ entry, order, page: pageRank(entry.url.replace(/#.*$/, '')) }))
    .sort(
      (a, b) =>
        closeness(a.entry) - closeness(b.entry) ||
        a.page - b.page ||
        a.entry.name.length - b.entry.name.length ||
        a.order - b.order,
    )
    .map(({ entry }) => entry);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The name with the part the query matched marked, as the engines write their highlights. */
function marked(name: string, query: string): string {
  const at = name.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0 || !query) return escape(name);
  const end = at + query.length;
  return `${escape(name.slice(0, at))}<mark>${escape(name.slice(at, end))}</mark>${escape(name.slice(end))}`;
}

/**
 * Matched names as result groups, one per page (a declaration's own page, or the page of the
 * declaration its members are on), in the order given; each hit links to the name's anchor and
 * shows the first sentence of its comment.
 */
export function nameGroups(entries: readonly ApiName[], query: string): SearchGroup[] {
  const member = /[.#]([\w$]+)$/.exec(query.trim())?.[1] ?? query.trim();
  const groups = new Map<string, SearchGroup>();
  for (const entry of entries) {
    const page = entry.url.replace(/#.*$/, '');
    let group = groups.get(page);
    if (!group) {
      group = { title: entry.parent || entry.name, url: page, label: `API › ${entry.pkg}`, hits: [] };
      groups.set(page, group);
    }
    group.hits.push({
      url: entry.url,
      title: entry.parent
        ? `${escape(entry.parent)}.${marked(entry.name, member)}`
        : marked(entry.name, member),
      ...(entry.summary ? { snippet: escape(entry.summary) } : {}),
    });
  }
  return [...groups.values()];
}
