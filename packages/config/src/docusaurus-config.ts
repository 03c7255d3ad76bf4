import path from 'node:path';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { functionOrigin } from './config-thread.ts';
import { mapBlog } from './docusaurus-blog.ts';
import { mapDocs } from './docusaurus-docs.ts';
import {
  copy,
  list,
  pick,
  pluginEntry,
  PRESET_CLASSIC,
  record,
  type DocusaurusContext,
  type Json,
  type Warn,
} from './docusaurus-input.ts';
import { mapFooter, mapNavbar } from './docusaurus-theme.ts';
import { mapTypedocApi } from './docusaurus-typedoc-api.ts';
import { ignoredOptionWarnings } from './docusaurus-warnings.ts';

/**
 * Maps a Docusaurus config (what `docusaurus.config.js` exports) onto our config's shape.
 * Only the shape changes here: values are validated afterwards by our schemas, so a bad value
 * gets the same message either way. What we do not use is listed once as a warning.
 */

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const TYPEDOC_API = /docusaurus-plugin-typedoc-api/;
const BLOG_PLUGIN = /(^|\/)plugin-content-blog$/;
const DOCS_PLUGIN = /(^|\/)plugin-content-docs$/;
const THEME_CLASSIC = /(^|\/)theme-classic$/;

/**
 * The options of the docs plugin we build: the classic preset's `docs`, else a
 * `@docusaurus/plugin-content-docs` entry of `plugins` with the default id — what the preset
 * itself adds (preset-classic's `src/index.ts`); `undefined` when there is neither.
 */
function docsOptions(input: Json): Json | undefined {
  for (const entry of list(input.presets)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && PRESET_CLASSIC.test(name) && record(options).docs !== false) {
      return record(record(options).docs);
    }
  }
  for (const entry of list(input.plugins)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && DOCS_PLUGIN.test(name) && isDefaultInstance(options)) return record(options);
  }
  return undefined;
}

/** A plugin entry without an `id`, or with Docusaurus's default one. */
function isDefaultInstance(options: unknown): boolean {
  const id = record(options).id;
  return id === undefined || id === 'default';
}

/** Top-level keys that only matter to Docusaurus's own build or deployment: not worth a warning. */
const QUIET_KEYS = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'trailingSlash',
  'future',
  'noIndex',
  'titleDelimiter',
  'baseUrlIssueBanner',
  'onDuplicateRoutes',
  'markdown',
  'i18n',
  'themes',
  'presets',
  'plugins',
  'themeConfig',
]);

/** Our config (unvalidated) from a Docusaurus config, and a warning per option we leave out. */
export function fromDocusaurusConfig(
  value: unknown,
  context: DocusaurusContext,
): { config: Json; diagnostics: Diagnostic[] } {
  const { warn, diagnostics } = ignoredOptionWarnings(context);
  const dir = path.dirname(context.file);
  const input = record(value);
  const theme = record(input.themeConfig);
  const config: Json = {};

  copy(input, config, [
    'title',
    'tagline',
    'url',
    'baseUrl',
    'favicon',
    'customFields',
    'stylesheets',
    'scripts',
  ]);
  const statics = Array.isArray(input.staticDirectories) ? input.staticDirectories : ['static'];
  const staticDir = statics.find(
    (d): d is string => typeof d === 'string' && context.exists(path.resolve(dir, d)),
  );
  if (staticDir) config.staticDir = staticDir;
  if (statics.length > 1)
    warn('Only the first static folder is copied', 'staticDirectories', 'merge the static folders into one');
  if (context.exists(path.join(dir, 'src/pages'))) config.pagesDir = 'src/pages';
  // Swizzled theme components (packages/docusaurus/src/server/plugins/configs.ts: `src/theme`).
  if (context.exists(path.join(dir, 'src/theme'))) config.themeDir = 'src/theme';

  const build: Json = {};
  for (const key of [
    'onBrokenLinks',
    'onBrokenMarkdownLinks',
    'onBrokenAnchors',
    'onDuplicateRoutes',
  ] as const) {
    const severity =
      input[key] ?? (key === 'onBrokenMarkdownLinks' ? record(record(input.markdown).hooks)[key] : undefined);
    // Docusaurus's `log` prints without failing: our `warn`.
    if (severity !== undefined) build[key] = severity === 'log' ? 'warn' : severity;
  }
  if (Object.keys(build).length > 0) config.build = build;
  // Docusaurus 3 reads every markdown file as MDX unless `markdown.format` says otherwise.
  const markdown = record(input.markdown);
  config.markdown = {
    format: markdown.format ?? 'mdx',
    ...markdownPlugins(input, warn),
    ...(markdown.mdx1Compat !== undefined
      ? { mdx1Compat: pick(record(markdown.mdx1Compat), ['comments', 'admonitions', 'headingIds']) }
      : {}),
  };

  const locales = list(record(input.i18n).locales);
  if (locales.length > 1)
    warn(
      `Only the default locale is built (${locales.length} configured)`,
      'i18n',
      'translations are not supported yet',
    );
  for (const key of ['clientModules', 'headTags']) {
    if (list(input[key]).length > 0)
      warn(
        `"${key}" is not used: the theme adds its own assets`,
        key,
        'move what you need into the static folder',
      );
  }
  for (const key of Object.keys(input)) {
    if (
      !QUIET_KEYS.has(key) &&
      ![
        'title',
        'tagline',
        'url',
        'baseUrl',
        'favicon',
        'staticDirectories',
        'onBrokenLinks',
        'onBrokenMarkdownLinks',
        'onBrokenAnchors',
        'customFields',
        'scripts',
        'stylesheets',
        'clientModules',
        'headTags',
      ].includes(key)
    )
      warn(
        `The Docusaurus option "${key}" is not used`,
        key,
        'see the migration guide in the README for the options that are read',
      );
  }

  // Docusaurus's `markdown.admonitions.keywords` (which extend its defaults unless
  // `extendDefaults: false`; the defaults stay here, a superset of what such a site writes).
  const keywords = list(record(record(input.markdown).admonitions).keywords).filter(
    (keyword): keyword is string => typeof keyword === 'string',
  );
  // (Added to the markdown options above, which it used to replace: format and plugins lost.)
  if (keywords.length > 0) config.markdown = { ...record(config.markdown), admonitionKeywords: keywords };
  // theme-classic's `themeConfig.tableOfContents`: the levels of every page's TOC and TOCInline's.
  if (theme.tableOfContents !== undefined)
    config.markdown = {
      ...record(config.markdown),
      tableOfContents: pick(record(theme.tableOfContents), ['minHeadingLevel', 'maxHeadingLevel']),
    };

  const navbar = mapNavbar(record(theme.navbar), warn);
  if (navbar) config.navbar = navbar;
  const footer = mapFooter(theme.footer, warn);
  if (footer) config.footer = footer;
  if (theme.announcementBar !== undefined) {
    config.announcementBar = pick(record(theme.announcementBar), [
      'id',
      'content',
      'backgroundColor',
      'textColor',
      'isCloseable',
    ]);
  }
  if (theme.algolia !== undefined) {
    config.algolia = pick(record(theme.algolia), [
      'appId',
      'apiKey',
      'indexName',
      'contextualSearch',
      'searchPagePath',
    ]);
  }
  if (theme.colorMode !== undefined) {
    config.colorMode = pick(record(theme.colorMode), [
      'defaultMode',
      'disableSwitch',
      'respectPrefersColorScheme',
    ]);
  }

  let sawDocs = false;
  for (const entry of list(input.presets)) {
    const [name, options] = pluginEntry(entry);
    if (name === undefined || !PRESET_CLASSIC.test(name)) {
      warn(
        `The preset ${name ?? '(inline)'} is not used`,
        name ?? 'presets',
        "only the classic preset's docs are read",
      );
      continue;
    }
    const preset = record(options);
    if (preset.docs !== false) {
      sawDocs = true;
      config.docs = mapDocs(record(preset.docs), context, warn);
    }
    // The preset adds the blog plugin unless `blog: false` (preset-classic's `src/index.ts`).
    if (preset.blog !== false) config.blog = mapBlog(record(preset.blog), warn);
    for (const key of Object.keys(preset)) {
      if (
        ![
          'docs',
          'blog',
          'theme',
          'pages',
          'sitemap',
          'gtag',
          'googleAnalytics',
          'googleTagManager',
          'debug',
          'svgr',
        ].includes(key)
      )
        warn(`The classic preset option "${key}" is not used`, key, 'see the migration guide in the README');
    }
    // One file or a list (theme-classic's options); loaded after the theme's own styles.
    const customCss = record(preset.theme).customCss;
    if (customCss !== undefined) config.customCss = Array.isArray(customCss) ? customCss : [customCss];
  }

  for (const entry of list(input.plugins)) {
    const [name, options] = pluginEntry(entry);
    // The docs plugin listed on its own, as the preset would add it (sites that use the
    // classic theme without the preset); a second instance (its own `id`) is not built.
    if (name !== undefined && DOCS_PLUGIN.test(name) && !sawDocs && isDefaultInstance(options)) {
      sawDocs = true;
      config.docs = mapDocs(record(options), context, warn);
      continue;
    }
    if (name !== undefined && TYPEDOC_API.test(name)) {
      config.api = mapTypedocApi(record(options), dir, warn);
      continue;
    }
    // One blog is built: the plugin's own entry when the preset has none (`blog: false`).
    if (name !== undefined && BLOG_PLUGIN.test(name) && config.blog === undefined) {
      config.blog = mapBlog(record(options), warn);
      continue;
    }
    warn(
      `The plugin ${name ?? '(inline function)'} is not used`,
      name ?? 'plugins',
      'accounts-docs builds docs, pages and the API reference itself; see the migration guide',
    );
  }
  if (!sawDocs) config.docs = mapDocs({}, context, warn);
  for (const entry of list(input.themes)) {
    const [name, options] = pluginEntry(entry);
    // The classic theme is the one we build; its `customCss` is read as the preset's `theme`.
    if (name !== undefined && THEME_CLASSIC.test(name)) {
      const customCss = record(options).customCss;
      if (customCss !== undefined && config.customCss === undefined) {
        config.customCss = Array.isArray(customCss) ? customCss : [customCss];
      }
      continue;
    }
    warn(`The theme ${name ?? '(inline)'} is not used`, name ?? 'themes', 'accounts-docs has one theme');
  }
  return { config, diagnostics: diagnostics() };
}

const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
];

/**
 * The remark and rehype plugins of the classic preset's docs and pages options, as our
 * `markdown` lists: one list per kind for the whole site (the docs' entries, then the pages'
 * that the docs do not list), in Docusaurus's order.
 */
function markdownPlugins(input: Json, warn: Warn): Json {
  const out: Json = {};
  let preset: Json = {};
  for (const entry of list(input.presets)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && PRESET_CLASSIC.test(name)) preset = record(options);
  }
  const docs = docsOptions(input) ?? {};
  for (const key of PLUGIN_LISTS) {
    const entries = [...list(docs[key]), ...list(record(preset.pages)[key])];
    const seen = new Set<unknown>();
    const merged = entries.filter((entry) => {
      const plugin = Array.isArray(entry) ? entry[0] : entry;
      if (seen.has(plugin)) return false;
      seen.add(plugin);
      // A plugin written in the config or a local file has no module the compile can load: in
      // a Docusaurus site it is left out with a warning (the site still builds, without what it
      // adds), where our own config refuses it at its key (schema.ts).
      if (typeof plugin === 'function' && !functionOrigin(plugin)) {
        warn(
          `The ${key} entry ${plugin.name || '(inline function)'} is not run: it is not imported from a package`,
          key,
          'accounts-docs loads remark and rehype plugins by their package; publish the plugin as one, or leave it out',
        );
        return false;
      }
      return true;
    });
    if (merged.length > 0) out[key] = merged;
  }
  return out;
}
