import {
  Children,
  createElement,
  Fragment,
  isValidElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { renderToString } from 'react-dom/server';
import {
  INFIMA_SCOPE,
  pageSession,
  SiteProvider,
  type CodeBlocks,
  type DocumentRequests,
  type HeadData,
  type LinkUse,
  type ReactView,
  type RenderContext,
} from '@accounts-docs/site-theme';

/** A React page rendered, and what it asked of its document. */
export interface RenderedReactPage {
  /** The page in its element (`#main`), as the document's content. */
  content: ReactNode;
  head: HeadData;
  document: DocumentRequests;
}

/**
 * The props Docusaurus gives a page component (react-router-config's `renderRoutes`, and the
 * `config` module plugin-content-pages adds to a JSX page's route: `@generated/docusaurus.config`):
 * pages written for Docusaurus 1 and 2 read `props.config.baseUrl` or `props.location.pathname`.
 * Paths carry the base URL, as in Docusaurus; the page is built at its path, with no query. No
 * `history`: there is nothing to navigate while a page is built.
 */
interface RouteProps {
  config: unknown;
  location: { pathname: string; search: string; hash: string; state: undefined };
  match: { path: string; url: string; isExact: true; params: Record<string, never> };
  route: { path: string; exact: true };
}

function routeProps(ctx: RenderContext): RouteProps {
  const pathname = ctx.urlTo(ctx.route);
  return {
    config: ctx.site.docusaurus.siteConfig,
    location: { pathname, search: '', hash: '', state: undefined },
    match: { path: pathname, url: pathname, isExact: true, params: {} },
    route: { path: pathname, exact: true },
  };
}

/**
 * Renders a React page on its own first, so that what it asks of the document while rendering
 * — `@theme/Layout`'s title, description and footer, its `<Head>` tags — is known before the
 * document's head is written (react-helmet's server rendering works the same way). A page of
 * Docusaurus's API that renders no Layout is drawn bare, as Docusaurus draws it.
 */
export function renderReactPage(
  component: ComponentType,
  view: ReactView,
  ctx: RenderContext,
  options: {
    head: HeadData;
    routes: readonly string[];
    onLink?: (use: LinkUse) => void;
    codeBlocks?: CodeBlocks;
  },
): RenderedReactPage {
  const session = pageSession();
  const { onLink, codeBlocks } = options;
  const html = renderToString(
    createElement(
      SiteProvider,
      {
        ctx,
        routes: options.routes,
        session,
        ...(onLink ? { onLink } : {}),
        ...(codeBlocks ? { codeBlocks } : {}),
      },
      createElement(component as ComponentType<RouteProps>, routeProps(ctx)),
    ),
  );
  const layout = session.layout;
  const tags = headTags(session.head);
  const infima = ctx.assets.infima !== undefined && usesInfima(html, infimaClasses(ctx.assets.infima));
  const head: HeadData = {
    ...options.head,
    ...(layout?.title ? { title: layout.title } : {}),
    ...((tags.description ?? layout?.description)
      ? { description: tags.description ?? layout?.description }
      : {}),
    ...(infima ? { infima: true } : {}),
  };
  const document: DocumentRequests = {
    ...(tags.elements.length > 0 ? { headTags: tags.elements } : {}),
    ...(tags.title !== undefined ? { title: tags.title } : {}),
    ...(tags.htmlClassName ? { htmlClassName: tags.htmlClassName } : {}),
    ...(tags.htmlLang ? { htmlLang: tags.htmlLang } : {}),
    ...(tags.bodyClassName ? { bodyClassName: tags.bodyClassName } : {}),
    ...(view.docusaurus && !layout ? { bare: true } : {}),
    ...(layout?.noFooter ? { noFooter: true } : {}),
  };
  // theme-classic's Layout wraps the page in `div.main-wrapper` (the page has its own <main>);
  // a page of ours is the <main> itself.
  // A page that uses Infima's classes is Infima's scope (its stylesheet applies inside only).
  const className = [
    view.docusaurus ? 'main-wrapper' : '',
    'page-react',
    infima ? INFIMA_SCOPE : '',
    layout?.wrapperClassName,
  ]
    .filter(Boolean)
    .join(' ');
  const content = createElement(view.docusaurus ? 'div' : 'main', {
    id: 'main',
    className,
    dangerouslySetInnerHTML: { __html: html },
  });
  return { content, head, document };
}

const classSets = new WeakMap<object, ReadonlySet<string>>();
export function infimaClasses(infima: { classes: string[] }): ReadonlySet<string> {
  let set = classSets.get(infima);
  if (!set) classSets.set(infima, (set = new Set(infima.classes)));
  return set;
}

/**
 * Whether rendered HTML uses one of Infima's classes (in a `class` attribute): such a page gets
 * Infima's stylesheet; any other gets none of it.
 */
export function usesInfima(html: string, classes: ReadonlySet<string>): boolean {
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of match[1]!.split(/\s+/)) if (classes.has(name)) return true;
  return false;
}

interface HeadTags {
  elements: ReactElement[];
  title?: string;
  description?: string;
  htmlClassName?: string;
  htmlLang?: string;
  bodyClassName?: string;
}

/**
 * The `<Head>` children, flattened: `<title>` and the description become the page's, `<html>`
 * and `<body>` give their class (and `lang`); the other tags (meta, link, script, style, base,
 * noscript) are kept in order, a later one with the same name or property replacing an earlier.
 */
function headTags(children: ReactNode[]): HeadTags {
  const result: HeadTags = { elements: [] };
  const byKey = new Map<string, number>();
  const visit = (node: ReactNode) => {
    if (!isValidElement<Record<string, unknown>>(node)) {
      if (Array.isArray(node)) node.forEach(visit);
      return;
    }
    if (node.type === Fragment) {
      Children.forEach(node.props.children as ReactNode, visit);
      return;
    }
    const props = node.props;
    switch (node.type) {
      case 'title':
        result.title = textOf(props.children as ReactNode);
        return;
      case 'html':
        if (typeof props.className === 'string')
          result.htmlClassName = join(result.htmlClassName, props.className);
        if (typeof props.lang === 'string') result.htmlLang = props.lang;
        return;
      case 'body':
        if (typeof props.className === 'string')
          result.bodyClassName = join(result.bodyClassName, props.className);
        return;
      case 'meta':
        if (props.name === 'description' && typeof props.content === 'string') {
          result.description = props.content;
          return;
        }
        break;
      case 'link':
      case 'script':
      case 'style':
      case 'base':
      case 'noscript':
        break;
      default:
        return; // not a tag of the head
    }
    const name = props.name ?? props.property ?? props.httpEquiv;
    const key = node.type === 'meta' && typeof name === 'string' ? `meta:${name}` : undefined;
    const element = { ...node, key: `head-${result.elements.length}` } as ReactElement;
    if (key && byKey.has(key)) result.elements[byKey.get(key)!] = element;
    else {
      if (key) byKey.set(key, result.elements.length);
      result.elements.push(element);
    }
  };
  children.forEach(visit);
  return result;
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

function join(a: string | undefined, b: string): string {
  return a ? `${a} ${b}` : b;
}
