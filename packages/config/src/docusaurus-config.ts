import path from 'node:path';
import type { Diagnostic } from '@accounts-docs/diagnostics';
import { mapBlog } from './docusaurus-blog.ts';
import { mapDocs } from './docusaurus-docs.ts';
import {
  copy,
  DOCS_PLUGIN,
  isDefaultInstance,
  list,
  pluginEntry,
  PRESET_CLASSIC,
  record,
  type DocusaurusContext,
  type Json,
} from './docusaurus-input.ts';
import { mapFooter, mapNavbar, mapThemeOptions } from './docusaurus-theme.ts';
import { mapMarkdown } from './docusaurus-markdown.ts';
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
/** docusaurus-plugin-sass: what it adds (Sass compiled with the site's `sass`), the bundles do anyway. */
const SASS_PLUGIN = /(^|\/)docusaurus-plugin-sass(\/|$)/;
const THEME_CLASSIC = /(^|\/)theme-classic$/;

/** Top-level keys that only matter to Docusaurus's own build or deployment: not worth a warning. */
const QUIET_KEYS = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
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
    'trailingSlash',
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
  config.markdown = mapMarkdown(input, theme, warn);

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
        'trailingSlash',
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

  const navbar = mapNavbar(record(theme.navbar), warn);
  if (navbar) config.navbar = navbar;
  const footer = mapFooter(theme.footer, warn);
  if (footer) config.footer = footer;
  mapThemeOptions(theme, config);

  let sawDocs = false;
  let docsOff = false;
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
    if (preset.docs === false) docsOff = true;
    else {
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
    if (name !== undefined && SASS_PLUGIN.test(name)) continue;
    warn(
      `The plugin ${name ?? '(inline function)'} is not used`,
      name ?? 'plugins',
      'accounts-docs builds docs, pages and the API reference itself; see the migration guide',
    );
  }
  // No docs plugin: the preset's `docs: false` and none listed on its own (a blog-only site).
  if (!sawDocs) config.docs = docsOff ? { enabled: false } : mapDocs({}, context, warn);
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
