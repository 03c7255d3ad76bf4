import { existsSync } from 'node:fs';
import path from 'node:path';
import type { OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { DOCUSAURUS_MODULE_UNSUPPORTED } from '@accounts-docs/diagnostics';
import { docusaurusModulesDir } from '@accounts-docs/site-theme';
import { INTERNAL_HINTS, LAYOUT_PARTS, SURFACE_MODULES, THEME_MODULES } from './surface-modules.ts';

/** Where the surface's modules run: the renderer (Node) or an island in the browser. */
export type SurfaceTarget = 'node' | 'browser';

export interface SurfaceOptions {
  target: SurfaceTarget;
  /** The site's folder: `@site/…`. */
  siteDir: string;
  /** The site's `src/theme` (swizzled components), which `@theme/…` looks in first. */
  themeDir?: string | undefined;
  /** `@generated/docusaurus.config`: the site config as the pages see it, JSON. */
  siteConfig: unknown;
  /** Node only: the module (by specifier) that serves the renderer's layout parts. */
  runtimeNamespace?: string;
}

/** What an unsupported import's esbuild message carries, for the diagnostic. */
export interface UnsupportedDetail {
  ruleId: typeof DOCUSAURUS_MODULE_UNSUPPORTED;
  hint: string;
}

const SPECIFIER = /^(?:@docusaurus|@theme|@theme-original|@theme-init|@generated|@site)(?:\/|$)|^(?:clsx|react-router|react-router-dom)$/;
const SERVED = [...Object.keys(SURFACE_MODULES).filter((s) => s.startsWith('@')), ...Object.keys(THEME_MODULES).map((n) => `@theme/${n}`)];
const FALLBACK = 'accounts-docs-fallback';

/**
 * Serves the Docusaurus client API to React pages and the modules they import, for the server
 * bundle and the islands bundle alike: `@docusaurus/*` and `@theme/*` (the site's swizzled
 * `src/theme` first, as Docusaurus's theme aliases resolve), `@site/*`, the site config as
 * `@generated/docusaurus.config`, and `clsx` when the site has none of its own. An internal
 * of Docusaurus that is not served is an error at the import, naming it and what to do.
 */
export function docusaurusSurfacePlugin(options: SurfaceOptions): Plugin {
  const dir = docusaurusModulesDir();
  return {
    name: 'accounts-docs-docusaurus-surface',
    setup(b) {
      b.onResolve({ filter: SPECIFIER }, async (args) => {
        if (args.pluginData === FALLBACK) return undefined;
        const specifier = args.path;
        if (specifier === 'clsx') {
          // The site's own, else the one the Docusaurus modules use (Docusaurus provides it).
          const own = await b.resolve(specifier, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: FALLBACK });
          if (own.errors.length === 0) return { path: own.path };
          const ours = await b.resolve(specifier, { kind: args.kind, resolveDir: dir, pluginData: FALLBACK });
          return ours.errors.length === 0 ? { path: ours.path } : { errors: ours.errors };
        }
        if (specifier.startsWith('@site/')) return siteFile(b, args, path.join(options.siteDir, specifier.slice('@site/'.length)));
        if (specifier === '@generated/docusaurus.config')
          return { path: specifier, namespace: 'accounts-docs-generated', pluginData: options.siteConfig };
        const served = SURFACE_MODULES[specifier];
        if (served) return { path: path.join(dir, served) };
        const theme = /^@theme(-original|-init)?\/(.+)$/.exec(specifier);
        if (theme) {
          const name = theme[2]!;
          if (!theme[1] && options.themeDir) {
            const swizzled = swizzledFile(options.themeDir, name);
            if (swizzled && swizzled !== args.importer) return { path: swizzled };
          }
          if (THEME_MODULES[name]) return { path: path.join(dir, THEME_MODULES[name]) };
          const part = LAYOUT_PARTS[name];
          if (part && options.target === 'node' && options.runtimeNamespace)
            return { path: `layout-part:${part}`, namespace: options.runtimeNamespace };
          if (part)
            return unsupported(specifier, options, args, {
              what: `the ${name} is drawn at build time, and this component is started in the browser (it has state, effects or event handlers)`,
              hint: `render <${name}> from a component that needs no state, outside this one`,
            });
        }
        if (specifier.startsWith('@') && !specifier.startsWith('@site')) return unsupported(specifier, options, args);
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'accounts-docs-generated' }, (args) => ({
        contents: `export default ${JSON.stringify(args.pluginData ?? {})};`,
        loader: 'js',
      }));
    },
  };
}

/** A `@site/…` path, resolved as esbuild resolves a relative import (extensions, `index`). */
async function siteFile(b: PluginBuild, args: OnResolveArgs, file: string): Promise<OnResolveResult> {
  const result = await b.resolve(file, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: FALLBACK });
  if (result.errors.length > 0) return { errors: result.errors };
  return { path: result.path, ...(result.external ? { external: true } : {}), namespace: result.namespace };
}

const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/** The site's swizzled `src/theme/<name>`: `<name>.js` or `<name>/index.js` (any of the four). */
function swizzledFile(themeDir: string, name: string): string | undefined {
  for (const stem of [path.join(themeDir, name, 'index'), path.join(themeDir, name)])
    for (const ext of EXTENSIONS) if (existsSync(stem + ext)) return stem + ext;
  return undefined;
}

/**
 * An import of a Docusaurus module that is not served: an error esbuild places at the import.
 * In a swizzled component, the message names the component.
 */
function unsupported(
  specifier: string,
  options: SurfaceOptions,
  args: OnResolveArgs,
  instead?: { what: string; hint: string },
): OnResolveResult {
  const swizzled =
    options.themeDir && args.importer.startsWith(options.themeDir + path.sep)
      ? path
          .relative(options.themeDir, args.importer)
          .replace(/\.[jt]sx?$/, '')
          .replace(/[\\/]index$/, '')
          .split(path.sep)
          .join('/')
      : undefined;
  const what = instead?.what ?? (specifier.startsWith('@theme')
    ? 'a theme component accounts-docs does not provide'
    : specifier.startsWith('@generated')
      ? 'data generated by Docusaurus plugins, which accounts-docs does not run'
      : 'a part of Docusaurus accounts-docs does not serve');
  const served = SERVED.filter((s) => s.split('/')[0] === specifier.split('/')[0]);
  const detail: UnsupportedDetail = {
    ruleId: DOCUSAURUS_MODULE_UNSUPPORTED,
    hint:
      instead?.hint ??
      INTERNAL_HINTS[specifier] ??
      (swizzled
        ? `the swizzled ${swizzled} cannot be used: remove src/theme/${swizzled} (accounts-docs draws it), or rewrite it without ${specifier}`
        : `use what accounts-docs serves${served.length > 0 ? ` (${served.join(', ')})` : ''}, or write the component in src/components`),
  };
  return {
    errors: [
      {
        text: `${swizzled ? `The swizzled component ${swizzled} imports` : 'Cannot import'} ${specifier}: ${what}`,
        detail,
      },
    ],
  };
}
