/**
 * A scheme (`https:`, `mailto:`, `tel:` …) or a protocol-relative `//host` (`\\host` too, as
 * browsers read it): a URL elsewhere, never a path of the site.
 */
const EXTERNAL = /^[a-z][a-z\d+.-]*:|^[/\\]{2}/i;
/** A markdown source file (`.md`, `.mdx`, `.markdown`), before any `?query` or `#hash`. */
const MARKDOWN_FILE = /\.(?:mdx?|markdown)(?:[?#]|$)/i;

/** Whether an href leads to another site or scheme (the base URL never applies to it). */
export function isExternalHref(href: string): boolean {
  return EXTERNAL.test(href);
}

/** Whether an href names a markdown file (a link written to a source, resolved to its page). */
export function isMarkdownHref(href: string): boolean {
  return MARKDOWN_FILE.test(href);
}

/**
 * The path of the host a `pathname://` href names (`pathname:///files/report.pdf` →
 * `/files/report.pdf`): Docusaurus's escape hatch for what the site does not build (another app
 * deployed beside it), linked with the base URL and never checked. Undefined for any other href.
 */
export function pathnameOf(href: string): string | undefined {
  return href.startsWith(PATHNAME) ? href.slice(PATHNAME.length) : undefined;
}
const PATHNAME = 'pathname://';

/** A markdown file's name without its extension (`server.md` → `server`). */
export function withoutMarkdownExtension(name: string): string {
  return name.replace(/\.(?:mdx?|markdown)$/i, '');
}

/**
 * The attribute a partial's relative markdown link carries in its compiled module: the partial's
 * file, which Docusaurus resolves the link from (its mdx-loader compiles the partial as a file of
 * its own), not the page that imports it.
 */
export const PARTIAL_LINK_FILE = 'data-accounts-docs-from';

/** A page's link-map key for a link written in another file it shows (a partial): the file and the href. */
export function partialLinkKey(file: string, href: string): string {
  return `${file}\0${href}`;
}
