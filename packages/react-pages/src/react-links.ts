import path from 'node:path';
import type { Root } from 'hast';
import { REACT_PAGE_RENDER, type Diagnostic } from '@accounts-docs/diagnostics';
import type { Page } from '@accounts-docs/pages';
import { renderPage, type RenderOptions } from '@accounts-docs/render';
import type { LinkUse } from '@accounts-docs/site-theme';
import { withoutSuffix } from './client-modules.ts';
import { errorPlace } from './error-place.ts';
import type { ReactSite } from './react-site.ts';

/** A link of a React page or an override (`<Link to>`, `<a href>`), at the place it is written. */
export interface ReactLink {
  /** As rendered: a site route has the base URL. */
  href: string;
  file: string;
  line: number;
  column: number;
  /** A broken one is a warning, not an error (a Docusaurus site's plain `<a href>`). */
  lenient?: boolean;
}

/** What the link checker needs of a React page: its links and the ids it renders. */
export interface ReactPageLinks {
  route: string;
  links: ReactLink[];
  anchors: string[];
}

/**
 * Renders each React page once (in its layout, overrides included) and the not-found page (so
 * that overridden navbars and footers are read even on a site without React pages),
 * recording every `<Link>` with the place its JSX is written and every `id` the page renders.
 * A component that throws is an error at the frame of the project's code that threw, with
 * the page's route. Runs before anything is written.
 */
export function collectReactLinks(
  site: ReactSite,
  pages: readonly Page[],
  options: Pick<RenderOptions, 'site' | 'routes' | 'codeBlocks' | 'mdxPages'> & {
    root: string;
    fallbackFile: string;
    /** Source file of a page, by route (a compiled MDX page's, for its messages). */
    sourceOf?: (route: string) => string | undefined;
    /** A Docusaurus site: its script files' plain `<a href>`s are not checked, as Docusaurus checks `<Link>`s only. */
    docusaurus?: boolean;
  },
): { pages: ReactPageLinks[]; diagnostics: Diagnostic[] } {
  const reactPages = new Map(site.pages.map((page) => [page.relativePath, page.Component]));
  const hasOverrides = Object.keys(site.overrides).length > 0;
  const mdx = (page: Page) =>
    page.contentKey !== undefined && options.mdxPages?.has(page.contentKey) === true;
  // Compiled MDX pages are rendered too: what throws, and the `@theme/CodeBlock`s to highlight.
  const targets = pages.filter(
    (page) => page.view.kind === 'react' || (hasOverrides && page.view.kind === 'not-found') || mdx(page),
  );
  const result: ReactPageLinks[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const page of targets) {
    const links: ReactLink[] = [];
    const onLink = ({ href, source, plain }: LinkUse) => {
      // Docusaurus collects the links of `<Link>` (and of markdown, whose `a` is a Link), not a
      // component's plain `<a href>` (trpc's pricing page links to `/sponsor`, a redirect of its
      // host): on a Docusaurus site such a link to no page is a warning, not a failed build.
      const lenient =
        plain === true &&
        options.docusaurus === true &&
        source !== undefined &&
        !/\.mdx?(?:\?|$)/.test(source.fileName);
      const place = source
        ? {
            file: withoutSuffix(path.resolve(options.root, source.fileName)),
            line: source.lineNumber,
            column: source.columnNumber,
          }
        : { file: options.fallbackFile, line: 1, column: 1 };
      // The layout's links repeat on every page: each written place is checked once (a
      // relative one once per page, which it may resolve against differently).
      const id = `${href}\0${place.file}:${place.line}:${place.column}${href.startsWith('/') ? '' : `\0${page.route}`}`;
      if (seen.has(id)) return;
      seen.add(id);
      links.push({ href, ...place, ...(lenient ? { lenient } : {}) });
    };
    const file =
      page.view.kind === 'react'
        ? path.resolve(options.root, page.view.source)
        : (options.sourceOf?.(page.route) ?? options.fallbackFile);
    try {
      const html = renderPage(page, mdx(page) ? MDX_PLACEHOLDER : undefined, {
        site: options.site,
        routes: options.routes ?? [],
        assets: { css: [], js: [] },
        components: site.overrides,
        reactPages,
        onLink,
        ...(options.codeBlocks ? { codeBlocks: options.codeBlocks } : {}),
        ...(options.mdxPages ? { mdxPages: options.mdxPages } : {}),
      });
      const anchors =
        page.view.kind === 'react' ? [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!) : [];
      // A compiled page's markdown links and ids are the content stage's (its partials' too,
      // with their places); what its components render (`<Link to>`, `<a href>` at their JSX)
      // is checked from here, as Docusaurus checks every link a page renders.
      if (!mdx(page)) result.push({ route: page.route, links, anchors });
      else {
        const written = links.filter((link) => link.file !== options.fallbackFile);
        if (written.length > 0) result.push({ route: page.route, links: written, anchors: [] });
      }
    } catch (error) {
      const place = sourcePlace(error, options.root) ?? errorPlace(error, file);
      // A compiled MDX page's message names its source and the component that threw.
      const where = mdx(page)
        ? ` (${path.relative(options.root, file).split(path.sep).join('/')}${componentOf(error, place.file)})`
        : '';
      diagnostics.push({
        severity: 'error',
        ruleId: REACT_PAGE_RENDER,
        reason: `Rendering ${page.route}${where} threw: ${error instanceof Error ? error.message : String(error)}`,
        ...place,
        hint: 'fix the component at this place; the page is rendered with renderToString at build time (no browser APIs)',
      });
    }
  }
  return { pages: result, diagnostics };
}

/** The content of a compiled MDX page (markdown's `COMPILED_MDX_TAG`): the renderer draws its component there. */
const MDX_PLACEHOLDER: Root = {
  type: 'root',
  children: [{ type: 'element', tagName: 'accounts-docs-mdx', properties: {}, children: [] }],
};

/** `, in <Name>`: the function of the stack frame at `file` that threw, when it has a component's name. */
function componentOf(error: unknown, file: string): string {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const line of stack.split('\n')) {
    const match = /^\s*at (?:Object\.)?([A-Z][\w$]*) \((?:file:\/\/)?([^()]+?):\d+:\d+\)$/.exec(line);
    if (match && match[2] === file) return `, in <${match[1]}>`;
  }
  return '';
}

/** The place of the JSX element an error is about, when the error carries one (an island's prop). */
function sourcePlace(
  error: unknown,
  root: string,
): { file: string; line: number; column: number } | undefined {
  const source = (error as { sourcePosition?: LinkUse['source'] } | null)?.sourcePosition;
  return source
    ? { file: path.resolve(root, source.fileName), line: source.lineNumber, column: source.columnNumber }
    : undefined;
}
