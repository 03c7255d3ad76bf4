import { closest } from '@accounts-docs/diagnostics';
import { matchSitePath, type RouteTable } from '@accounts-docs/routes';

/** The extension of a markdown source, which a route does not have. */
const MARKDOWN_EXTENSION = /\.(?:mdx?|markdown)$/i;

/** How many anchors a broken-anchor hint lists when none is close to the one written. */
const LISTED_ANCHORS = 5;

/** What a broken-link hint searches: every route and file, and the same by last segment. */
export interface PathCandidates {
  all: readonly string[];
  byName: ReadonlyMap<string, readonly string[]>;
}

/** The candidates of `missingPathHint`, built once per check. */
export function pathCandidates(routes: RouteTable): PathCandidates {
  const all = [...routes.pages.keys(), ...routes.files];
  const byName = new Map<string, string[]>();
  for (const candidate of all) {
    const name = lastSegment(candidate);
    const same = byName.get(name);
    if (same) same.push(candidate);
    else byName.set(name, [candidate]);
  }
  return { all, byName };
}

/**
 * The fix for a link to a path nothing is served at: the closest route or file ("did you
 * mean"), else the one page with the same last segment (a page moved to another folder).
 */
export function missingPathHint(sitePath: string, candidates: PathCandidates): string {
  // `/docs/server.md` names the page `/docs/server`: pages are served without their extension
  // (a static `.md` file is still searched as written first).
  const pagePath = sitePath.replace(MARKDOWN_EXTENSION, '');
  const found =
    closestPath(sitePath, candidates) ??
    (pagePath === sitePath ? undefined : closestPath(pagePath, candidates));
  return found === undefined
    ? 'no page or file is served at this path: fix the link, or add the page'
    : `did you mean \`${found}\`?`;
}

/** The route or file `sitePath` is a typo of, else the one with the same last segment. */
function closestPath(sitePath: string, candidates: PathCandidates): string | undefined {
  const name = lastSegment(sitePath);
  // A typo is measured on the last segment: a third of a long API path would let any
  // sibling page pass for a typo.
  const typo = closest(sitePath, candidates.all, { maxDistance: Math.max(2, Math.floor(name.length / 3)) });
  if (typo !== undefined) return typo;
  const sameName = name === '' ? undefined : candidates.byName.get(name);
  return sameName?.length === 1 ? sameName[0] : undefined;
}

/** The fix for a site path written without the base URL (raw HTML, a theme link). */
export function outsideBaseHint(path: string, routes: RouteTable): string {
  const rule = `links must start with the base URL \`${routes.urlTo('/')}\``;
  if (!path.startsWith('/')) return rule;
  const withBase = matchSitePath(path, routes).kind === 'missing' ? undefined : routes.urlTo(path);
  return withBase === undefined ? rule : `${rule}: did you mean \`${withBase}\`?`;
}

/** The fix for an `#id` the target page does not have: the closest id, else the page's ids. */
export function missingAnchorHint(anchor: string, route: string, anchors: ReadonlySet<string>): string {
  if (anchors.size === 0) return `the page has no headings: link to \`${route}\` without \`#${anchor}\``;
  const typo = closest(anchor, anchors);
  if (typo !== undefined) return `did you mean \`#${typo}\`?`;
  const listed = [...anchors].slice(0, LISTED_ANCHORS).map((id) => `\`#${id}\``);
  const more = anchors.size > LISTED_ANCHORS ? ` (and ${anchors.size - LISTED_ANCHORS} more)` : '';
  return `link to one of the page's anchors: ${listed.join(', ')}${more}`;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
