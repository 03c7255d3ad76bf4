import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.ts';

/**
 * `@docusaurus/BrowserOnly` (packages/docusaurus/src/client/exports/BrowserOnly.tsx): the
 * `fallback` in the built HTML, `children()` in the browser. A component that renders one is
 * started in the browser as an island, so its children do run there.
 */
export default function BrowserOnly({
  children,
  fallback,
}: {
  children?: () => ReactNode;
  fallback?: ReactNode;
}): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) {
    if (typeof children !== 'function')
      throw new Error(
        'The children of <BrowserOnly> must be a "render function", e.g. <BrowserOnly>{() => <span>{window.location.href}</span>}</BrowserOnly>',
      );
    return <>{children()}</>;
  }
  return fallback ?? null;
}
