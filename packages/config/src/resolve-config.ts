import { statSync } from 'node:fs';
import path from 'node:path';
import { bytesHash } from '@accounts-docs/cache';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import type { ValidConfig } from './schema.ts';
import { resolveDocsVersions, type DocsVersion } from './docs-versions.ts';

/** A validated config with every folder made absolute and a fingerprint of its content. */
export interface ResolvedConfig extends Omit<ValidConfig, 'docs'> {
  /** The docs options, the current version's route decided (see `docsVersions`). */
  docs: Omit<ValidConfig['docs'], 'version'> & { version: { name: string; label: string; path: string } };
  configFile: string;
  /** The folder of the config file: every relative path in the config starts here. */
  root: string;
  paths: {
    docs: string;
    static: string | undefined;
    pages: string | undefined;
    /** The blog's folder, when the config has a blog. */
    blog: string | undefined;
    theme: string | undefined;
    /** The `customCss` files, in order. */
    customCss: string[];
    cache: string;
    /** The folder API source paths are relative to (`api.projectRoot`); `root` when absent. */
    apiRoot?: string;
  };
  /**
   * For a Docusaurus site: its config as plain JSON (what `useDocusaurusContext()` reads) and the
   * default locale's code translations (`i18n/<locale>/code.json`).
   */
  docusaurus?: DocusaurusSource;
  /**
   * The docs versions to build, the docs folder's own (`current`) first when it is built, then
   * `versions.json`'s newest first. One version (`current`) when the site is not versioned.
   */
  docsVersions: DocsVersion[];
  /** Warnings found while loading (Docusaurus options we do not use); printed with the build's. */
  diagnostics: Diagnostic[];
  /** sha256 of the validated config; part of every cache key that depends on it. */
  hash: string;
}

/** What a Docusaurus config gives besides our config's shape (see `docusaurus-site-config.ts`). */
export interface DocusaurusSource {
  siteConfig: Record<string, unknown>;
  codeTranslations: Record<string, string>;
}

/** Anchors the config's relative paths at its own folder and reads the docs versions. */
export async function resolveConfig(
  config: ValidConfig,
  configFile: string,
  diagnostics: Diagnostic[] = [],
  docusaurus?: DocusaurusSource,
): Promise<ResolvedConfig> {
  const root = path.dirname(configFile);
  const at = (p: string | undefined) => (p === undefined ? undefined : path.resolve(root, p));
  const docsDir = path.resolve(root, config.docs.path);
  const docsVersions = config.docs.enabled
    ? await resolveDocsVersions(config, { root, docsDir, configFile })
    : [];
  const current = docsVersions.find((v) => v.name === config.docs.version.name);
  const hashed = docsVersions.length > 1 || docusaurus ? { config, docsVersions, docusaurus } : config;
  return {
    ...config,
    docs: {
      ...config.docs,
      // The current version's route, as the versions decided it (kept when it is not built).
      version: {
        ...config.docs.version,
        path: current?.path ?? config.docs.version.path ?? config.docs.routeBasePath,
      },
    },
    configFile,
    root,
    paths: {
      docs: docsDir,
      static: at(config.staticDir),
      pages: at(config.pagesDir) ?? defaultPagesDir(root, configFile),
      blog: config.blog ? path.resolve(root, config.blog.path) : undefined,
      theme: at(config.themeDir),
      customCss: config.customCss.map((file) => path.resolve(root, file)),
      cache: path.join(root, 'node_modules', '.cache', 'accounts-docs'),
      ...(config.api?.projectRoot ? { apiRoot: path.resolve(root, config.api.projectRoot) } : {}),
    },
    docsVersions,
    diagnostics,
    ...(docusaurus ? { docusaurus } : {}),
    hash: bytesHash(JSON.stringify(hashed)),
  };
}

/**
 * Whether the config is a Docusaurus site's (`docusaurus.config.*`): where Docusaurus behaves
 * otherwise than a minimal accounts-docs site, the site keeps Docusaurus's behaviour.
 */
export function isDocusaurusConfig(configFile: string): boolean {
  return /^docusaurus\.config\.[cm]?[jt]s$/.test(path.basename(configFile));
}

/**
 * `pages/` beside an accounts-docs config that names no pages folder, when there is one (the
 * folder `accounts-docs init` writes the home page to). A Docusaurus config's pages folder is
 * its own (`src/pages`), decided when it is mapped.
 */
function defaultPagesDir(root: string, configFile: string): string | undefined {
  if (isDocusaurusConfig(configFile)) return undefined;
  const pages = path.join(root, 'pages');
  return statSync(pages, { throwIfNoEntry: false })?.isDirectory() ? pages : undefined;
}
