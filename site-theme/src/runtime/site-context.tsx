import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { RenderContext } from '../context.ts';
import type { SiteData } from '../site-data.ts';
import type { CodeBlockRequest } from '../../shared/docusaurus-host.ts';
import type { PageSession } from './page-session.ts';

/** Where a `<Link>` is written: set by the JSX transform of React pages (file, 1-based line and column). */
export interface SourcePosition {
  fileName: string;
  lineNumber: number;
  columnNumber: number;
}

/** A link seen while a React page rendered (`<Link to>`, `<a href>`), for the link checker. */
export interface LinkUse {
  /** As written in the page: the base URL applied to a site route. */
  href: string;
  source: SourcePosition | undefined;
  /** A plain `<a href>` written in the page, not a `<Link>`. */
  plain?: boolean;
}

/** What `useSite()` gives a React page, an override or an island's server render. */
export interface SiteHandle {
  site: SiteData;
  /** The route being rendered (`/showcase`). */
  route: string;
  /** Every route of the site, sorted. */
  routes: readonly string[];
  /** A site route with the base URL applied. */
  urlTo: (route: string) => string;
}

export interface SiteContextValue extends SiteHandle {
  /** Called for every `<Link>` rendered; set while the link checker collects a page's links. */
  onLink?: (use: LinkUse) => void;
  /** What a React page asks of its document while it renders (see `page-session.ts`). */
  session?: PageSession;
  codeBlocks?: CodeBlocks;
}

/**
 * `@theme/CodeBlock`s highlighted by the build, by key (see `codeBlockKey`); `onMissing` hears of
 * each one that is not (the link checker's render of every page collects them).
 */
export interface CodeBlocks {
  html: ReadonlyMap<string, string>;
  onMissing?: (key: string, block: CodeBlockRequest) => void;
}

/** The key of a code block's highlighted HTML: what it depends on besides the site's code themes. */
export function codeBlockKey(block: CodeBlockRequest): string {
  return JSON.stringify([block.language, block.meta, block.code]);
}

export const SiteContext = createContext<SiteContextValue | undefined>(undefined);

/** Provides `useSite()` to everything rendered inside (the whole document, when rendering). */
export function SiteProvider({
  ctx,
  routes,
  onLink,
  session,
  codeBlocks,
  children,
}: {
  ctx: RenderContext;
  routes: readonly string[];
  onLink?: (use: LinkUse) => void;
  session?: PageSession;
  codeBlocks?: CodeBlocks;
  children?: ReactNode;
}) {
  const value: SiteContextValue = {
    site: ctx.site,
    route: ctx.route,
    routes,
    urlTo: ctx.urlTo,
    ...(onLink ? { onLink } : {}),
    ...(session ? { session } : {}),
    ...(codeBlocks ? { codeBlocks } : {}),
  };
  return createElement(SiteContext.Provider, { value }, children);
}

/** The site's settings, the current route, every route and `urlTo`, for React pages and overrides. */
export function useSite(): SiteHandle {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() was called outside a page rendered by accounts-docs');
  return value;
}

/** The optional prop through which the React page transform passes a `<Link>`'s own position. */
export const SOURCE_PROP = '__accountsDocsSource';

/** Components whose elements receive their position in SOURCE_PROP (see `jsx-runtime` of react-pages). */
export const POSITIONED = Symbol.for('accounts-docs.positioned');

export type LinkProps = Omit<JSX.IntrinsicElements['a'], 'href'> & {
  /** A route of the site (`/docs/introduction`, `/api#packages`); the base URL is added. */
  to: string;
  [SOURCE_PROP]?: SourcePosition;
};

/**
 * A link to a page of the site: the base URL is applied, and the link checker sees it at the
 * line where it is written, like a markdown link.
 */
export function Link({ to, [SOURCE_PROP]: source, ...rest }: LinkProps) {
  const site = useContext(SiteContext);
  const href = to.startsWith('/') && !to.startsWith('//') && site ? site.urlTo(to) : to;
  site?.onLink?.({ href, source });
  return createElement('a', { ...rest, href });
}
(Link as unknown as Record<symbol, boolean>)[POSITIONED] = true;

/**
 * An `<a href>` written in a React page (the page's JSX runtime puts it in place of the `a`
 * element): the link checker sees its `href` at the place it is written.
 */
export function SourcedAnchor({
  [SOURCE_PROP]: source,
  ...props
}: JSX.IntrinsicElements['a'] & { [SOURCE_PROP]?: SourcePosition }) {
  const site = useContext(SiteContext);
  if (typeof props.href === 'string') site?.onLink?.({ href: props.href, source, plain: true });
  return createElement('a', props);
}
(SourcedAnchor as unknown as Record<symbol, boolean>)[POSITIONED] = true;
