import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as assets from '@accounts-docs/assets';
import * as config from '@accounts-docs/config';
import * as content from '@accounts-docs/content';
import * as diagnostics from '@accounts-docs/diagnostics';
import * as markdown from '@accounts-docs/markdown';
import * as output from '@accounts-docs/output';
import * as pages from '@accounts-docs/pages';
import * as render from '@accounts-docs/render';
import * as renderIncremental from '@accounts-docs/render/incremental';
import * as searchIndex from '@accounts-docs/search-index';
import * as serve from '@accounts-docs/serve';
import * as siteModel from '@accounts-docs/site-model';
import * as theme from '@accounts-docs/site-theme';
import * as reactPages from '@accounts-docs/react-pages';
import * as publicApi from '../src/public.ts';

/** The rule ids in the first column of the table of docs/errors.md. */
function readmeRuleIds(): string[] {
  const errors = readFileSync(new URL('../../../docs/errors.md', import.meta.url), 'utf8');
  return [...errors.matchAll(/^\| `([a-z-]+)` \|/gm)].map((match) => match[1]!);
}

/** Each package's index only re-exports: this pins what a stage offers the others. */
describe('public surface of each package', () => {
  it.each([
    ['assets', assets, ['AssetsBundler', 'IMPORTED_FILE', 'ImportedFiles', 'bundleAssets', 'cssUrlPlugin', 'sassPlugin']],
    [
      'content',
      content,
      ['ContentReader', 'ContentMemory', 'changelogFallback', 'editReach', 'namedChangelog'],
    ],
    [
      'config',
      config,
      [
        'CACHE_LABEL',
        'DEFAULT_CONFIG_FILES',
        'DOCS_PLUGIN_ID',
        'DOCUSAURUS_CONFIG_FILES',
        'configSourcePaths',
        'fromDocusaurusConfig',
        'defineConfig',
        'formatKeyPath',
        'isDocusaurusConfig',
        'loadConfig',
        'locateKey',
        'locateString',
        'ROUTE_HINT',
        'ROUTE_INVALID',
        'resolveConfig',
        'routeProblem',
        'validateConfig',
      ],
    ],
    [
      'diagnostics',
      diagnostics,
      [
        'DiagnosticError',
        'SEVERITY_OPTIONS',
        'closest',
        'compareCodeUnits',
        'compareDiagnostics',
        'editDistance',
        'formatDiagnostic',
        'formatPlace',
        'jsonKeyPlace',
        'jsonStringPlace',
        'jsonSyntaxErrorPlace',
        'positionAt',
        'severityOf',
        'sortDiagnostics',
        'summarizeFindings',
        'vfileDiagnostics',
        'visible',
        // A constant per rule of the table in docs/errors.md (`broken-link` is BROKEN_LINK).
        ...readmeRuleIds().map((id) => id.toUpperCase().replace(/-/g, '_')),
      ],
    ],
    [
      'markdown',
      markdown,
      [
        'ADMONITION_TYPES',
        'CODE_HTML_PROPERTY',
        'MARKDOWN_TOO_DEEP',
        'MAX_NESTING_DEPTH',
        'SectionMemo',
        'codeHtmlLikeReact',
        'compileMarkdown',
        'createCodeHighlighter',
        'highlightCode',
        'parseInSections',
        'parseSectionsInto',
      ],
    ],
    [
      'output',
      output,
      [
        'BUILD_MARKER',
        'CACHE_DIR_UNSAFE',
        'CACHE_MARKER',
        'OUTPUT_CLEANUP',
        'OUTPUT_PATH_OUTSIDE',
        'OUT_DIR_UNSAFE',
        'STATIC_ROUTE_COLLISION',
        'STATIC_SYMLINK_DANGLING',
        'STATIC_SYMLINK_OUTSIDE',
        'abandonUnfinishedBuilds',
        'checkCacheDir',
        'checkOutDir',
        'folderIdentity',
        'isBuildFolder',
        'listStaticFiles',
        'makeFolder',
        'openSiteWriter',
        'outputPath',
        'recoverOutput',
        'staticCollisions',
        'staticFolderFiles',
      ],
    ],
    [
      'pages',
      pages,
      [
        'NOT_FOUND_ROUTE',
        'announcementHrefs',
        'blogFeedFiles',
        'blogFeedRoutes',
        'createPages',
        'docsClientData',
        'docusaurusSiteConfig',
        'homeView',
        'outFileOf',
        'searchNamesFile',
        'searchRoute',
        'searchSettings',
        'siteData',
        'sitemapXml',
        'twinFileOf',
        'twinRouteOf',
      ],
    ],
    [
      'search-index',
      searchIndex,
      [
        'SEARCH_INDEX_DIR',
        'SEARCH_SECTIONS_FILE',
        'SearchIndexCache',
        'SearchIndexRefresher',
        'SearchIndexSink',
        'isSearchIndexFile',
        'pagefindVersion',
        'searchIndexKey',
        'startSearchIndex',
      ],
    ],
    ['render', render, ['codeBlockInnerHtml', 'createRenderer', 'hastToReact', 'renderPage']],
    [
      'render/incremental',
      renderIncremental,
      [
        'InFlight',
        'RenderManifestStore',
        'hash',
        'pageFingerprint',
        'renderSite',
        'routeTableKey',
        'siteKeyOf',
      ],
    ],
    ['serve', serve, ['EVENTS_PATH', 'decideRequestPath', 'liveReloadScript', 'startServer', 'watchPaths']],
    [
      'site-model',
      siteModel,
      [
        'DOC_ID_DUPLICATE',
        'DUPLICATE_ROUTE',
        'autogeneratedItems',
        'buildSiteModel',
        'resolveLinks',
        'resolveSidebars',
        'stripNumberPrefix',
      ],
    ],
    [
      'site-theme',
      theme,
      [
        'AnnouncementBar',
        'Breakable',
        'Footer',
        'INFIMA_SCOPE',
        'ISLAND_TAG',
        'Link',
        'Navbar',
        'NotFoundPage',
        'POSITIONED',
        'PROJECT_ISLAND_PREFIX',
        'Page',
        'SOURCE_PROP',
        'SiteProvider',
        'SourcedAnchor',
        'THEME_COMPONENTS',
        'codeBlockKey',
        'colorModeScript',
        'docusaurusModulesDir',
        'island',
        'pageSession',
        'registerDocusaurusHost',
        'themeAssetEntries',
        'themeComponent',
        'useSite',
      ],
    ],
    [
      'react-pages',
      reactPages,
      [
        'EMPTY_REACT_SITE',
        'REACT_PAGE_GLOB',
        'collectReactLinks',
        'errorPlace',
        'findReactSources',
        'isClientModule',
        'islandBundlePlugins',
        'loadCompiledMdx',
        'loadReactSite',
        'reactStylesheets',
      ],
    ],
    ['accounts-docs', publicApi, ['defineConfig']],
  ])('%s', (_name, module, names) => {
    expect(Object.keys(module).sort()).toEqual([...names].sort());
  });
});
