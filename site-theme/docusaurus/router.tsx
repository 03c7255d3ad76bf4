import { createElement, type ComponentType, type ReactNode } from 'react';
import type { HostSourcePosition } from '../shared/docusaurus-host.ts';
import { positioned, SOURCE_PROP, useHost } from './host.ts';
import Link from './Link.tsx';

// `@docusaurus/router` re-exports react-router-dom 5 (useHistory, useLocation, Redirect,
// matchPath: packages/docusaurus/src/client/exports/router.ts). Pages here are static HTML with
// a client router over them, so these work on the page's URL: the path a page is built at on
// the server, the browser's location in an island.

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

/** The page's location (on the server: its path, no query or fragment). */
export function useLocation(): Location {
  const host = useHost();
  if (host.isBrowser) {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: window.history.state };
  }
  return { pathname: host.pathname(), search: '', hash: '', state: undefined };
}

export interface History {
  location: Location;
  length: number;
  action: 'POP';
  push(path: string, state?: unknown): void;
  replace(path: string, state?: unknown): void;
  go(n: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: () => void): () => void;
  block(): () => void;
  createHref(location: { pathname?: string }): string;
}

/** Navigation from code: `push` goes through the site's client router like a link click. */
export function useHistory(): History {
  const location = useLocation();
  const inBrowser = typeof window !== 'undefined';
  return {
    location,
    length: inBrowser ? window.history.length : 1,
    action: 'POP',
    push: (path) => {
      // A click on a link: the client router takes it when it can, the browser otherwise.
      const a = document.createElement('a');
      a.href = path;
      document.body.append(a);
      a.click();
      a.remove();
    },
    replace: (path) => window.location.replace(path),
    go: (n) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    listen: (listener) => {
      document.addEventListener('accounts-docs:page', listener);
      return () => document.removeEventListener('accounts-docs:page', listener);
    },
    block: () => () => undefined,
    createHref: ({ pathname = '' }) => pathname,
  };
}

export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/** react-router 5's `matchPath` for `path` patterns with `:params` (and `exact`, `strict`). */
export function matchPath(
  pathname: string,
  options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean },
): Match | null {
  const { path, exact = false, strict = false } =
    typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  for (const pattern of ([] as string[]).concat(path ?? [])) {
    const names: string[] = [];
    const source = pattern
      .replace(/[.+*?^${}()[\]\\]/g, '\\$&')
      .replace(/:(\w+)/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
    const end = exact ? (strict ? '$' : '/?$') : strict ? '' : '(?=/|$)';
    const match = new RegExp(`^${source}${end}`, 'i').exec(pathname);
    if (!match) continue;
    const url = match[0];
    return {
      path: pattern,
      url: pattern === '/' && url === '' ? '/' : url,
      isExact: pathname === url,
      params: Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')])),
    };
  }
  return null;
}

/**
 * `<Redirect to>`: the built page sends the reader on at once (`<meta http-equiv="refresh">`,
 * so it works without JavaScript) and shows a link meanwhile; the link checker checks `to`.
 */
export const Redirect = positioned(function Redirect({
  to,
  [SOURCE_PROP]: source,
}: {
  to: string | { pathname: string };
  push?: boolean;
  [SOURCE_PROP]?: HostSourcePosition;
}): ReactNode {
  const host = useHost();
  const target = typeof to === 'string' ? to : to.pathname;
  if (host.isBrowser) {
    window.location.replace(target);
    return null;
  }
  host.onLink?.(target, source);
  host.head?.(createElement('meta', { httpEquiv: 'refresh', content: `0; url=${target}` }));
  return createElement('p', null, 'Redirecting to ', createElement('a', { href: target }, target), '…');
});

/** `withRouter(Component)`: the component gets `location`, `history` and `match`. */
export function withRouter<P extends object>(Component: ComponentType<P>) {
  return function WithRouter(props: Omit<P, 'location' | 'history' | 'match'>) {
    const location = useLocation();
    const history = useHistory();
    const match = { path: '/', url: '/', isExact: location.pathname === '/', params: {} };
    return createElement(Component, { ...(props as P), location, history, match });
  };
}

/** react-router-dom's `Link` and `NavLink`, for pages that import them directly. */
export { Link };
export function NavLink(props: Parameters<typeof Link>[0]) {
  return createElement(Link, { ...props, isNavLink: true });
}
