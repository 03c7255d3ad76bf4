import type { Element, Root as HastRoot } from 'hast';
import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Page } from '@accounts-docs/pages';
import { PARTIAL_LINK_FILE, partialLinkKey, routeTableOf } from '@accounts-docs/routes';
import { code, hastToReact } from './hast-to-react.ts';
import { infimaClasses, renderReactPage, usesInfima } from './react-page.ts';
import {
  INFIMA_SCOPE,
  Page as PageComponent,
  SiteProvider,
  type CodeBlocks,
  type LinkUse,
  type PageAssets,
  type RenderContext,
  type SiteData,
  type ThemeComponents,
} from '@accounts-docs/site-theme';

/** What rendering needs besides the page: the site and the bundled asset URLs. */
export interface RenderOptions {
  site: SiteData;
  assets: PageAssets;
  devScript?: string;
  /** Every route of the site, for `useSite().routes`. */
  routes?: readonly string[];
  /** The project's theme overrides. */
  components?: Partial<ThemeComponents>;
  /** The components of the project's React pages, by the page's `view.source`. */
  reactPages?: ReadonlyMap<string, ComponentType>;
  /** Called for every `<Link>` rendered (the link checker collects React pages' links so). */
  onLink?: (use: LinkUse) => void;
  /** React pages' `@theme/CodeBlock`s highlighted by the build. */
  codeBlocks?: CodeBlocks;
  /** The content components of compiled MDX pages (react-pages' `loadCompiledMdx`), by the page's content key. */
  mdxPages?: ReadonlyMap<string, ComponentType<{ components?: Record<string, unknown> }>>;
  /**
   * Called with what a compiled page rendered for each component without text of its own and
   * each expression its twin takes (HTML, by the twin edit's `render` id): the markdown twin
   * writes it in their place.
   */
  onTwinHtml?: (route: string, html: Map<number, string>) => void;
}

/**
 * A theme component's route, with or without its leading slash, as a URL under the base URL:
 * one function per site, so what the theme keeps by `ctx.urlTo` (the sidebar's entries) is
 * found again on the site's next page.
 */
const urlTos = new WeakMap<SiteData, RenderContext['urlTo']>();
function urlToOf(site: SiteData): RenderContext['urlTo'] {
  let urlTo = urlTos.get(site);
  if (!urlTo) {
    const table = routeTableOf(site);
    urlTo = (route) => table.urlTo(`/${route.replace(/^\//, '')}`);
    urlTos.set(site, urlTo);
  }
  return urlTo;
}

/** Renders one page, with its compiled content (if it has any), to a complete HTML document. */
export function renderPage(page: Page, content: HastRoot | undefined, options: RenderOptions): string {
  const ctx: RenderContext = {
    site: options.site,
    route: page.route,
    urlTo: urlToOf(options.site),
    assets: options.assets,
    ...(options.devScript ? { devScript: options.devScript } : {}),
    ...(options.components ? { components: options.components } : {}),
  };
  const routes = options.routes ?? [];
  const onLink = options.onLink ? { onLink: options.onLink } : {};
  const codeBlocks = options.codeBlocks && options.mdxPages ? { codeBlocks: options.codeBlocks } : {};
  const compiled = content !== undefined && page.view.kind !== 'blog-list' && isCompiledMdx(content);
  // A compiled page's content is rendered first: whether it uses Infima's classes (`row`,
  // `button button--primary`, `alert`) decides the page's stylesheets, as for a React page.
  const mdx = compiled
    ? compiledContent(mdxContent(page.contentKey, page.linkMap, page.route, options), ctx, {
        routes,
        ...onLink,
        ...codeBlocks,
      })
    : undefined;
  if (mdx) options.onTwinHtml?.(page.route, mdx.twin);
  let props: ComponentProps<typeof PageComponent> = {
    ctx,
    head: mdx?.infima ? { ...page.head, infima: true } : page.head,
    view: page.view,
    content: mdx
      ? mdx.content
      : content && page.view.kind !== 'blog-list'
        ? hastToReact(content, page.linkMap)
        : null,
  };
  // A blog list's content is one element per post (its excerpt): each shown in its post's summary.
  if (page.view.kind === 'blog-list' && content)
    props.excerpts = content.children.map((child) => {
      const excerpt: HastRoot = { type: 'root', children: child.type === 'element' ? child.children : [] };
      if (!isCompiledMdx(excerpt)) return hastToReact(excerpt, page.linkMap);
      // A compiled post's excerpt: its truncated module, with its post's links (site-model's `blog-content.ts`).
      const { dataContentKey: key, dataLinkMap: links } = (excerpt.children[0] as Element).properties;
      return mdxContent(
        String(key),
        JSON.parse(String(links)) as Record<string, string>,
        page.route,
        options,
      );
    });
  if (page.view.kind === 'react') {
    const component = options.reactPages?.get(page.view.source);
    if (!component) throw new Error(`No component was loaded for the React page ${page.view.source}`);
    const codeBlocks = options.codeBlocks ? { codeBlocks: options.codeBlocks } : {};
    props = {
      ...props,
      ...renderReactPage(component, page.view, ctx, { head: page.head, routes, ...onLink, ...codeBlocks }),
    };
  }
  const document = createElement(PageComponent, props);
  // A compiled MDX page's `@theme/CodeBlock`s are highlighted like a React page's.
  const html = renderToString(
    createElement(SiteProvider, { ctx, routes, ...onLink, ...codeBlocks }, document),
  );
  // A compiled blog post's excerpt (on a list) holds its twin's marks too: written without them.
  return `<!DOCTYPE html>${html.includes(`<${TWIN_MARK_TAG} `) ? takeTwinMarks(html).html : html}\n`;
}

/**
 * The tag markdown's `markTwinNodes` puts around what a compiled page renders for its twin
 * (markdown's `TWIN_MARK_TAG`), and its id attribute.
 */
const TWIN_MARK_TAG = 'accounts-docs-twin';
const TEXT_SEPARATOR = '<!-- -->';
const TWIN_MARK = new RegExp(`<${TWIN_MARK_TAG} data-twin="(\\d+)">|</${TWIN_MARK_TAG}>`, 'g');

/**
 * HTML without the twin's marks, and what each mark held (by its id). The page's HTML is what
 * React writes without them: where a mark stood between two texts, React's `<!-- -->` between
 * adjacent texts (text never ends with `>` in React's HTML: it escapes it).
 */
export function takeTwinMarks(html: string): { html: string; marks: Map<number, string> } {
  const marks = new Map<number, string>();
  const open: { id: number; from: number }[] = [];
  let out = '';
  let at = 0;
  const textAround = () => out !== '' && !out.endsWith('>') && at < html.length && html[at] !== '<';
  for (const match of html.matchAll(TWIN_MARK)) {
    out += html.slice(at, match.index);
    at = match.index + match[0].length;
    if (match[1] !== undefined) {
      if (textAround()) out += TEXT_SEPARATOR;
      open.push({ id: Number(match[1]), from: out.length });
    } else {
      const mark = open.pop();
      if (mark) marks.set(mark.id, out.slice(mark.from));
      if (textAround()) out += TEXT_SEPARATOR;
    }
  }
  return { html: out + html.slice(at), marks };
}

/**
 * A compiled page's content rendered on its own (in the site's context, as it is in the page):
 * its HTML in a `div`, Infima's scope when it uses one of Infima's classes (its stylesheet
 * then applies inside only, as on a React page).
 */
function compiledContent(
  content: ReactNode,
  ctx: RenderContext,
  options: { routes: readonly string[]; onLink?: (use: LinkUse) => void; codeBlocks?: CodeBlocks },
): { content: ReactNode; infima: boolean; twin: Map<number, string> } {
  const { html, marks } = takeTwinMarks(
    renderToString(createElement(SiteProvider, { ctx, ...options }, content)),
  );
  const infima = ctx.assets.infima !== undefined && usesInfima(html, infimaClasses(ctx.assets.infima));
  return {
    content: createElement('div', {
      className: infima ? `mdx-content ${INFIMA_SCOPE}` : 'mdx-content',
      dangerouslySetInnerHTML: { __html: html },
    }),
    infima,
    twin: marks,
  };
}

/**
 * The tag of a compiled MDX page's one element (markdown's `COMPILED_MDX_TAG`) and the prop of
 * its highlighted `<code>`s (`COMPILED_CODE_HTML`).
 */
const COMPILED_MDX_TAG = 'accounts-docs-mdx';
const COMPILED_CODE_HTML = 'data-accounts-docs-html';

/** Whether a page's content is a compiled MDX page's placeholder. */
export function isCompiledMdx(content: HastRoot): boolean {
  const first = content.children[0];
  return content.children.length === 1 && first?.type === 'element' && first.tagName === COMPILED_MDX_TAG;
}

/**
 * A compiled MDX page's content: its component (bundled by the React stage) with the markdown
 * elements the renderer draws — highlighted code written as is, links and images through the
 * page's link map — as MDX components.
 */
function mdxContent(
  contentKey: string | undefined,
  linkMap: Record<string, string>,
  route: string,
  options: RenderOptions,
): ReactNode {
  const Content = contentKey ? options.mdxPages?.get(contentKey) : undefined;
  if (!Content) throw new Error(`No component was loaded for the compiled MDX page ${route}`);
  const components = {
    code: ({
      [COMPILED_CODE_HTML]: html,
      ...props
    }: {
      [COMPILED_CODE_HTML]?: string;
      children?: ReactNode;
    }) =>
      typeof html === 'string'
        ? createElement('code', { ...props, dangerouslySetInnerHTML: { __html: html } })
        : code(props),
    // A partial's `.md` link carries its file: its target is the page's under that file's key.
    a: ({ [PARTIAL_LINK_FILE]: from, ...props }: ComponentProps<'a'> & { [PARTIAL_LINK_FILE]?: string }) =>
      createElement('a', {
        ...props,
        href:
          props.href !== undefined
            ? ((from !== undefined ? linkMap[partialLinkKey(from, props.href)] : undefined) ??
              linkMap[props.href] ??
              props.href)
            : undefined,
      }),
    img: (props: ComponentProps<'img'>) =>
      createElement('img', {
        ...props,
        src: typeof props.src === 'string' ? (linkMap[props.src] ?? props.src) : props.src,
      }),
  };
  return createElement(Content, { components });
}
