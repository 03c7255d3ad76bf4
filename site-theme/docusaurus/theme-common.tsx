import { createElement, useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useHost } from './host.ts';
import useDocusaurusContext from './useDocusaurusContext.ts';

// The public part of `@docusaurus/theme-common` that pages and components use; its `internal`
// entry (the classic theme's own plumbing) is not served.

export { ThemeClassNames } from './theme-class-names.ts';

type ColorMode = 'light' | 'dark';

/**
 * The colour mode shown (`data-theme` on `<html>`), and a setter that switches it as the
 * navbar's switch does (remembered under localStorage `theme`). On the server: the site's
 * default mode. In the browser the component re-renders when the reader switches.
 */
export function useColorMode() {
  const host = useHost();
  const colorMode = useSyncExternalStore<ColorMode>(
    (onChange) => host.subscribeColorMode?.(onChange) ?? (() => undefined),
    () => host.colorMode(),
    () => host.colorMode(),
  );
  const setColorMode = useCallback((mode: ColorMode | null) => host.setColorMode?.(mode ?? 'light'), [host]);
  return {
    colorMode,
    setColorMode,
    get isDarkTheme() {
      return colorMode === 'dark';
    },
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

/** `themeConfig` of the site's config (navbar, footer, prism, …) as written. */
export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/** `Title | Site title`, or the site title alone (theme-common's `useTitleFormatter`). */
export function useTitleFormatter(title?: string): string {
  const { siteConfig } = useDocusaurusContext();
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} ${siteConfig.titleDelimiter} ${siteConfig.title}` : siteConfig.title;
}

/** The page's title, description, keywords and image in the head (and more tags as children). */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}): null {
  const host = useHost();
  host.layout?.({
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(keywords !== undefined ? { keywords } : {}),
    ...(image !== undefined ? { image } : {}),
  });
  if (children) host.head?.(children);
  return null;
}

/** Adds `className` to `<html>`. */
export function HtmlClassNameProvider({ className, children }: { className?: string; children?: ReactNode }) {
  const host = useHost();
  if (className) host.head?.(createElement('html', { className }));
  return <>{children}</>;
}

// theme-common's usePluralForm: plural forms in a stable order, small values first.
const ORDERED_PLURAL_FORMS: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * `selectMessage(count, 'One post|{count} posts')`: the message of the locale's plural form
 * for `count` (Intl.PluralRules), the last one when there are fewer messages than forms.
 */
export function usePluralForm(): { selectMessage: (count: number, pluralMessages: string) => string } {
  const { i18n } = useDocusaurusContext();
  const rules = new Intl.PluralRules(i18n.currentLocale);
  const categories = rules.resolvedOptions().pluralCategories;
  const forms = ORDERED_PLURAL_FORMS.filter((form) => categories.includes(form));
  return {
    selectMessage(count, pluralMessages) {
      const parts = pluralMessages.split('|');
      if (parts.length === 1) return parts[0]!;
      const index = forms.indexOf(rules.select(count));
      return parts[Math.min(index, parts.length - 1)]!;
    },
  };
}

/** `'desktop'` above 996 px, `'mobile'` below, `'ssr'` while the page is built (Infima's breakpoint). */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const host = useHost();
  const measure = () => (window.innerWidth > 996 ? 'desktop' : 'mobile');
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>(host.isBrowser ? measure : 'ssr');
  useEffect(() => {
    if (!host.isBrowser) return;
    const update = () => setSize(measure());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [host.isBrowser]);
  return size;
}
