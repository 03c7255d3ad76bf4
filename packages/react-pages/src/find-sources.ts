import { existsSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { closest, THEME_OVERRIDE_UNKNOWN, type Diagnostic } from '@accounts-docs/diagnostics';
// The names alone (no React): finding sources must stay cheap for sites without React pages.
import { THEME_COMPONENTS, type ThemeComponentName } from '@accounts-docs/site-theme/theme-components';

/** A `.tsx` / `.jsx` file of the pages folder and the route it gets. */
export interface ReactPageSource {
  file: string;
  route: string;
}

/** A file of the theme folder that replaces the theme component of its name. */
export interface OverrideSource {
  file: string;
  name: ThemeComponentName;
}

export interface ReactSources {
  pages: ReactPageSource[];
  overrides: OverrideSource[];
  diagnostics: Diagnostic[];
}

export const REACT_PAGE_GLOB = ['**/*.tsx', '**/*.jsx'];

/**
 * The React pages of `pagesDir` (`index.tsx` → `/`, `showcase.tsx` → `/showcase`, `a/index.tsx`
 * → `/a`; files and folders starting with `_` are helpers, not pages) and the overrides of
 * `themeDir` (top-level files named after a theme component; subfolders hold their helpers).
 */
export async function findReactSources(paths: {
  pages: string | undefined;
  theme: string | undefined;
}): Promise<ReactSources> {
  const diagnostics: Diagnostic[] = [];
  const pages: ReactPageSource[] = [];
  if (paths.pages && existsSync(paths.pages)) {
    const files = await glob(REACT_PAGE_GLOB, { cwd: paths.pages, ignore: ['**/_*', '**/_*/**', '**/node_modules/**'] });
    for (const relative of files.sort()) {
      const stem = relative.replace(/\.[jt]sx$/, '');
      const route = stem === 'index' ? '/' : `/${stem.replace(/\/index$/, '')}`;
      pages.push({ file: path.join(paths.pages, relative), route });
    }
  }
  const overrides: OverrideSource[] = [];
  if (paths.theme && existsSync(paths.theme)) {
    const names = Object.keys(THEME_COMPONENTS) as ThemeComponentName[];
    for (const relative of (await glob(REACT_PAGE_GLOB, { cwd: paths.theme, deep: 1 })).sort()) {
      const file = path.join(paths.theme, relative);
      const stem = relative.replace(/\.[jt]sx$/, '');
      if ((names as string[]).includes(stem)) {
        overrides.push({ file, name: stem as ThemeComponentName });
        continue;
      }
      const suggestion = closest(stem, names);
      diagnostics.push({
        severity: 'warning',
        ruleId: THEME_OVERRIDE_UNKNOWN,
        reason: `${relative} does not name a theme component, so it replaces nothing`,
        file,
        line: 1,
        column: 1,
        hint: suggestion
          ? `did you mean \`${suggestion}\`? (\`accounts-docs list-theme-components\` lists them)`
          : 'name the file after a theme component (`accounts-docs list-theme-components` lists them), or move helpers into a subfolder',
      });
    }
  }
  return { pages, overrides, diagnostics };
}
