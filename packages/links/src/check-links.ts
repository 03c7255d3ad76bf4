import {
  missingAnchorHint,
  missingPathHint,
  outsideBaseHint,
  pathCandidates,
  type PathCandidates,
} from './hints.ts';
import type { LinkResolution, RouteTable } from '@accounts-docs/routes';
import {
  BROKEN_ANCHOR,
  BROKEN_LINK,
  compareDiagnostics,
  UNSAFE_LINK,
  type Diagnostic,
  type Severity,
} from '@accounts-docs/diagnostics';
import { isUnsafeUrl } from '@accounts-docs/routes';

/**
 * How a kind of finding is reported: `null` when it is not (the config's `ignore`; diagnostics'
 * `severityOf` translates the config's words). This stage only finds, the reporter decides
 * what an error does to the exit code.
 */
export type LinkSeverity = Severity | null;

/** One `<a href>` of a rendered page, and where its author wrote it. */
export interface LinkOccurrence {
  /** As it appears in the HTML (base URL already applied to site-absolute links). */
  href: string;
  /** Where it was written: the markdown position, the API declaration, the config key. */
  file: string;
  line: number;
  column: number;
  /** What the link is, when the place alone does not say it (the navbar's logo link). */
  what?: string;
  /** Broken, it is at most a warning: a link Docusaurus does not check (a component's plain `<a href>`). */
  lenient?: boolean;
}

/** Every link of one page (content, navbar, footer …). */
export interface PageLinks {
  /** The page's route, which relative hrefs are resolved from. */
  route: string;
  links: readonly LinkOccurrence[];
}

export interface CheckLinksOptions {
  /** Severity of `broken-link` (config `build.onBrokenLinks`). */
  brokenLinks: LinkSeverity;
  /** Severity of `broken-anchor` (config `build.onBrokenAnchors`). */
  brokenAnchors: LinkSeverity;
  /** Severity of `unsafe-link` (config `build.onUnsafeLinks`); `error` when not given. */
  unsafeLinks?: LinkSeverity;
}

/**
 * Checks every link of every page against the route table (external links are not fetched)
 * and returns the findings, one per place to fix, ordered by file, line and column.
 */
export function checkLinks(
  pages: Iterable<PageLinks>,
  routes: RouteTable,
  options: CheckLinksOptions,
): Diagnostic[] {
  const unsafeLinks = options.unsafeLinks === undefined ? 'error' : options.unsafeLinks;
  if (options.brokenLinks === null && options.brokenAnchors === null && unsafeLinks === null) return [];
  const hintFor = memoizedHints(routes);

  /** The finding about one link, before its place is added; none when the link works. */
  const problemOf = (link: LinkOccurrence, fromRoute: string): Problem | undefined => {
    if (isUnsafeUrl(link.href)) {
      if (unsafeLinks === null) return undefined;
      return {
        severity: unsafeLinks,
        ruleId: UNSAFE_LINK,
        reason: `Unsafe link \`${shorten(link.href)}\`: \`javascript:\` and \`data:\` URLs run code or open a document the site does not control; shipped as plain text`,
        hint: 'link to a page or an https: URL instead; to show the URL, write it as `code`',
      };
    }
    const resolution = routes.target(link.href, fromRoute);
    if (resolution.kind === 'missing') {
      if (options.brokenLinks === null) return undefined;
      const written = link.href.startsWith('/') ? '' : ` (resolved from \`${link.href}\`)`;
      const lenient = link.lenient === true && options.brokenLinks === 'error';
      return {
        severity: lenient ? 'warning' : options.brokenLinks,
        ruleId: BROKEN_LINK,
        reason: `Broken link to \`${resolution.path}\`${written}`,
        hint: lenient
          ? `a plain <a href>, which Docusaurus does not check: ${hintFor(resolution)}`
          : hintFor(resolution),
      };
    }
    if (resolution.kind !== 'page' || resolution.anchor === undefined) return undefined;
    if (options.brokenAnchors === null) return undefined;
    const { route, anchor, anchors } = resolution;
    if (hasAnchor(anchors, anchor)) return undefined;
    return {
      severity: options.brokenAnchors,
      ruleId: BROKEN_ANCHOR,
      reason: `Broken anchor \`#${anchor}\` on \`${route}\``,
      hint: missingAnchorHint(anchor, route, anchors),
    };
  };

  const findings: Diagnostic[] = [];
  for (const page of pages) {
    for (const link of page.links) {
      const problem = problemOf(link, page.route);
      if (problem === undefined) continue;
      const { severity, ruleId, reason, hint } = problem;
      findings.push({
        severity,
        ruleId,
        reason: link.what ? `${reason}: ${link.what}` : reason,
        file: link.file,
        line: link.line,
        column: link.column,
        hint,
        target: link.href,
      });
    }
  }
  // One finding per place and reason: a navbar link is on every page but is one thing to fix.
  return findings
    .sort(compareDiagnostics)
    .filter((finding, i) => i === 0 || compareDiagnostics(findings[i - 1]!, finding) !== 0);
}

function shorten(href: string): string {
  return href.length > 60 ? `${href.slice(0, 57)}…` : href;
}

type Problem = Required<Pick<Diagnostic, 'severity' | 'ruleId' | 'reason' | 'hint'>>;

/**
 * `#top` needs no element: the HTML standard scrolls to the top of the document for it
 * (https://html.spec.whatwg.org/multipage/browsing-the-web.html#select-the-indicated-part).
 */
function hasAnchor(anchors: ReadonlySet<string>, anchor: string): boolean {
  return anchors.has(anchor) || anchor.toLowerCase() === 'top';
}

/** A hint searches the whole route table: once per missing path. */
function memoizedHints(routes: RouteTable): (missing: LinkResolution & { kind: 'missing' }) => string {
  const hints = new Map<string, string>();
  let candidates: PathCandidates | undefined;
  return ({ path, outsideBase }) => {
    const key = `${outsideBase}\0${path}`;
    let hint = hints.get(key);
    if (hint === undefined) {
      candidates ??= pathCandidates(routes);
      hint = outsideBase ? outsideBaseHint(path, routes) : missingPathHint(path, candidates);
      hints.set(key, hint);
    }
    return hint;
  };
}
