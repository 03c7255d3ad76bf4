import { describe, expect, it } from 'vitest';
import * as assets from '@accounts-docs/assets';
import * as config from '@accounts-docs/config';
import * as diagnostics from '@accounts-docs/diagnostics';
import * as markdown from '@accounts-docs/markdown';
import * as output from '@accounts-docs/output';
import * as pages from '@accounts-docs/pages';
import * as render from '@accounts-docs/render';
import * as searchIndex from '@accounts-docs/search-index';
import * as serve from '@accounts-docs/serve';
import * as siteModel from '@accounts-docs/site-model';
import * as theme from '@accounts-docs/site-theme';
import * as publicApi from '../src/public.ts';

/** Each package's index only re-exports: this pins what a stage offers the others. */
describe('public surface of each package', () => {
  it.each([
    ['assets', assets, ['bundleAssets']],
    [
      'config',
      config,
      [
        'DEFAULT_CONFIG_FILES',
        'defineConfig',
        'formatKeyPath',
        'loadConfig',
        'locateKey',
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
        'closest',
        'editDistance',
        'formatDiagnostic',
        'formatPlace',
        'positionAt',
        'visible',
      ],
    ],
    [
      'markdown',
      markdown,
      [
        'ADMONITION_TYPES',
        'MARKDOWN_TOO_DEEP',
        'MAX_NESTING_DEPTH',
        'compileMarkdown',
        'createCodeHighlighter',
        'isUnsafeUrl',
      ],
    ],
    [
      'output',
      output,
      [
        'BUILD_MARKER',
        'OUTPUT_PATH_OUTSIDE',
        'OUT_DIR_UNSAFE',
        'STATIC_ROUTE_COLLISION',
        'STATIC_SYMLINK_DANGLING',
        'STATIC_SYMLINK_OUTSIDE',
        'checkOutDir',
        'folderIdentity',
        'isBuildFolder',
        'listStaticFiles',
        'openSiteWriter',
        'outputPath',
        'recoverOutput',
        'staticCollisions',
      ],
    ],
    [
      'pages',
      pages,
      [
        'NOT_FOUND_ROUTE',
        'announcementHrefs',
        'createPages',
        'homeView',
        'outFileOf',
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
      ['SEARCH_INDEX_DIR', 'SearchIndexCache', 'pagefindVersion', 'searchIndexKey', 'startSearchIndex'],
    ],
    ['render', render, ['hastToReact', 'renderPage']],
    ['serve', serve, ['EVENTS_PATH', 'decideRequestPath', 'liveReloadScript', 'startServer', 'watchPaths']],
    [
      'site-model',
      siteModel,
      [
        'MARKDOWN_PIPELINE_VERSION',
        'buildSiteModel',
        'compileKey',
        'createCompileCache',
        'createCompilePool',
        'lastCommitTimes',
        'resolveLinks',
        'resolveSidebars',
      ],
    ],
    ['site-theme', theme, ['Page', 'colorModeScript', 'themeAssetEntries']],
    ['accounts-docs', publicApi, ['defineConfig']],
  ])('%s', (_name, module, names) => {
    expect(Object.keys(module).sort()).toEqual([...names].sort());
  });
});
