import path from 'node:path';
import { positionAt, type Diagnostic } from '@accounts-docs/diagnostics';

/**
 * Maps a Docusaurus config (what `docusaurus.config.js` exports) onto our config's shape.
 * Only the shape changes here: values are validated afterwards by our schemas, so a bad value
 * gets the same message either way. What we do not use is listed once as a warning.
 */

type Json = Record<string, unknown>;

export interface DocusaurusContext {
  /** The Docusaurus config file. */
  file: string;
  /** Its text, to place warnings. */
  source: string;
  /** The sidebars file's export, when the docs have one (see `docusaurusSidebarsFile`). */
  sidebars?: unknown;
  /** Whether a path (absolute) exists: the site's optional folders are used when present. */
  exists: (file: string) => boolean;
}

export const DOCUSAURUS_CONFIG_FILES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

const PRESET_CLASSIC = /(^classic$|preset-classic)/;
const TYPEDOC_API = /docusaurus-plugin-typedoc-api/;
const RULE = 'docusaurus-option-ignored';

/** Docs options of the classic preset we read; the others are listed in one warning. */
const DOCS_OPTIONS = new Set([
  'path',
  'routeBasePath',
  'sidebarPath',
  'editUrl',
  'showLastUpdateTime',
  'lastVersion',
  'onlyIncludeVersions',
  'versions',
  'includeCurrentVersion',
]);

/** Top-level keys that only matter to Docusaurus's own build or deployment: not worth a warning. */
const QUIET_KEYS = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'trailingSlash',
  'customFields',
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

/** The classic preset's docs options, or `{}`: where the sidebars file and versions are named. */
export function docusaurusDocsOptions(value: unknown): Json | undefined {
  const config = record(value);
  for (const entry of list(config.presets)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && PRESET_CLASSIC.test(name)) {
      const docs = record(options).docs;
      return docs === false ? undefined : record(docs);
    }
  }
  return {};
}

/**
 * The sidebars file of the docs (absolute), `false` for none, or `undefined` when Docusaurus
 * would generate one sidebar from the docs folder.
 */
export function docusaurusSidebarsFile(
  value: unknown,
  context: Omit<DocusaurusContext, 'sidebars' | 'source'>,
): string | false | undefined {
  const docs = docusaurusDocsOptions(value);
  if (!docs) return false;
  const dir = path.dirname(context.file);
  if (docs.sidebarPath === false) return false;
  if (typeof docs.sidebarPath === 'string') return path.resolve(dir, docs.sidebarPath);
  return ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs']
    .map((name) => path.join(dir, name))
    .find((file) => context.exists(file));
}

/** Our config (unvalidated) from a Docusaurus config, and a warning per option we leave out. */
export function fromDocusaurusConfig(
  value: unknown,
  context: DocusaurusContext,
): { config: Json; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const warn = (reason: string, near: string, hint: string) =>
    diagnostics.push({
      severity: 'warning',
      ruleId: RULE,
      reason,
      file: context.file,
      ...place(context.source, near),
      hint,
    });
  const dir = path.dirname(context.file);
  const input = record(value);
  const theme = record(input.themeConfig);
  const config: Json = {};

  copy(input, config, ['title', 'tagline', 'url', 'baseUrl', 'favicon']);
  const statics = Array.isArray(input.staticDirectories) ? input.staticDirectories : ['static'];
  const staticDir = statics.find(
    (d): d is string => typeof d === 'string' && context.exists(path.resolve(dir, d)),
  );
  if (staticDir) config.staticDir = staticDir;
  if (statics.length > 1)
    warn('Only the first static folder is copied', 'staticDirectories', 'merge the static folders into one');
  if (context.exists(path.join(dir, 'src/pages'))) config.pagesDir = 'src/pages';

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

  const locales = list(record(input.i18n).locales);
  if (locales.length > 1)
    warn(
      `Only the default locale is built (${locales.length} configured)`,
      'i18n',
      'translations are not supported yet',
    );
  for (const key of ['scripts', 'stylesheets', 'clientModules', 'headTags']) {
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
    if (preset.blog !== undefined && preset.blog !== false)
      warn(
        'The blog is not built',
        'blog',
        'set `blog: false` in the preset to silence this; a blog is not supported yet',
      );
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
    if (record(preset.theme).customCss !== undefined)
      warn(
        'Custom CSS is not used: the theme has its own styles',
        'customCss',
        "the theme's colours are CSS variables in site-theme/css/variables.css",
      );
  }
  if (!sawDocs) config.docs = mapDocs({}, context, warn);

  for (const entry of list(input.plugins)) {
    const [name, options] = pluginEntry(entry);
    if (name !== undefined && TYPEDOC_API.test(name)) {
      config.api = mapTypedocApi(record(options), dir, warn);
      continue;
    }
    warn(
      `The plugin ${name ?? '(inline function)'} is not used`,
      name ?? 'plugins',
      'accounts-docs builds docs, pages and the API reference itself; see the migration guide',
    );
  }
  for (const entry of list(input.themes)) {
    const [name] = pluginEntry(entry);
    warn(`The theme ${name ?? '(inline)'} is not used`, name ?? 'themes', 'accounts-docs has one theme');
  }
  return { config, diagnostics: dedupe(diagnostics) };
}

type Warn = (reason: string, near: string, hint: string) => void;

function mapDocs(docs: Json, context: DocusaurusContext, warn: Warn): Json {
  const out: Json = { path: typeof docs.path === 'string' ? docs.path : 'docs' };
  const base = typeof docs.routeBasePath === 'string' ? docs.routeBasePath : 'docs';
  out.routeBasePath = `/${base.replace(/^\/|\/$/g, '')}`;
  if (typeof docs.editUrl === 'string') out.editUrl = docs.editUrl;
  else if (docs.editUrl !== undefined)
    warn(
      'A function as editUrl is not supported',
      'editUrl',
      'give the repository URL of the site folder as a string',
    );
  copy(docs, out, ['showLastUpdateTime', 'lastVersion', 'onlyIncludeVersions']);
  if (docs.showLastUpdateTime === undefined) out.showLastUpdateTime = false; // Docusaurus's default
  if (docs.versions !== undefined) {
    const versions: Json = {};
    for (const [name, options] of Object.entries(record(docs.versions)))
      versions[name] = pick(record(options), ['label', 'path', 'banner']);
    out.versions = versions;
  }
  if (docs.includeCurrentVersion === false)
    warn(
      'includeCurrentVersion: false is not supported',
      'includeCurrentVersion',
      'use onlyIncludeVersions to list the versions to build',
    );
  const ignored = Object.keys(docs).filter((key) => !DOCS_OPTIONS.has(key));
  if (ignored.length > 0)
    warn(
      `Docs options not used: ${ignored.join(', ')}`,
      ignored[0]!,
      'see the migration guide in the README',
    );
  if (context.sidebars === undefined) {
    // No sidebars file: Docusaurus makes one sidebar of the whole docs folder.
    out.sidebars = { docs: [{ type: 'autogenerated', dirName: '.' }] };
  } else if (context.sidebars !== false) {
    out.sidebars = context.sidebars;
  }
  return out;
}

function mapNavbar(navbar: Json, warn: Warn): Json | undefined {
  if (Object.keys(navbar).length === 0) return undefined;
  const out: Json = pick(navbar, ['title', 'hideOnScroll']);
  if (navbar.logo !== undefined) {
    const logo = record(navbar.logo);
    out.logo = {
      src: logo.src,
      alt: logo.alt ?? '',
      ...(logo.href !== undefined ? { href: logo.href } : {}),
    };
  }
  const items: Json[] = [];
  for (const raw of list(navbar.items)) {
    const item = record(raw);
    const type = typeof item.type === 'string' ? item.type : 'default';
    if (type === 'search') continue; // the navbar has its own search button
    if (type === 'doc') items.push(pick(item, ['type', 'docId', 'label', 'position', 'activeBasePath']));
    else if (type === 'docSidebar')
      items.push(pick(item, ['type', 'sidebarId', 'label', 'position', 'activeBasePath']));
    else if (type === 'docsVersionDropdown') items.push(pick(item, ['type', 'position']));
    else if (type === 'dropdown' && typeof item.label === 'string') {
      const links = list(item.items).map(record);
      const kept = links.filter(
        (link) => typeof link.label === 'string' && (link.to !== undefined || link.href !== undefined),
      );
      if (kept.length < links.length)
        warn(
          `Items of the navbar menu "${item.label}" that are not links are not shown`,
          item.label,
          'write each as { label, to | href }',
        );
      items.push({
        ...pick(item, ['type', 'label', 'position']),
        items: kept.map((link) => pick(link, ['label', 'to', 'href'])),
      });
    } else if (type === 'default' && typeof item.label === 'string')
      items.push(pick(item, ['label', 'to', 'href', 'position', 'activeBasePath']));
    else
      warn(
        `The navbar item "${String(item.label ?? type)}" (${type}) is not shown`,
        String(item.label ?? type),
        'navbar items are links, docs, doc sidebars and the docs version dropdown',
      );
  }
  out.items = items;
  return out;
}

function mapFooter(value: unknown, warn: Warn): Json | undefined {
  if (value === undefined) return undefined;
  const footer = record(value);
  // Docusaurus's footer is light unless it says otherwise; ours is dark.
  const out: Json = { style: 'light', ...pick(footer, ['style', 'copyright']) };
  const columns: Json[] = [];
  for (const raw of list(footer.links)) {
    const column = record(raw);
    if (column.title === undefined) {
      warn(
        'A footer link outside a column is not shown',
        String(column.label ?? 'links'),
        'group the footer links into columns with a title',
      );
      continue;
    }
    const items: Json[] = [];
    for (const item of list(column.items).map(record)) {
      if (typeof item.label !== 'string') {
        warn('A footer item without a label (html) is not shown', 'html', 'write it as { label, to | href }');
        continue;
      }
      items.push(pick(item, ['label', 'to', 'href']));
    }
    columns.push({ title: column.title, items });
  }
  out.links = columns;
  if (footer.logo !== undefined) warn('The footer logo is not shown', 'logo', 'the navbar shows the logo');
  return out;
}

/** The typedoc-api plugin's options: packages are relative to its projectRoot, ours to the site. */
function mapTypedocApi(options: Json, siteDir: string, warn: Warn): Json {
  const projectRoot =
    typeof options.projectRoot === 'string' ? path.resolve(siteDir, options.projectRoot) : siteDir;
  const fromSite = (p: string) => {
    const negated = p.startsWith('!');
    const relative = path
      .relative(siteDir, path.resolve(projectRoot, negated ? p.slice(1) : p))
      .split(path.sep)
      .join('/');
    return `${negated ? '!' : ''}${relative || '.'}`;
  };
  const packages = list(options.packages).map((entry) => {
    if (typeof entry === 'string') return fromSite(entry);
    const pkg = record(entry);
    const folder = typeof pkg.path === 'string' ? fromSite(pkg.path) : pkg.path;
    const entries = pkg.entry;
    if (entries === undefined) return { path: folder };
    if (typeof entries === 'string') return { path: folder, entry: entries };
    // `{ index: 'src/index.ts', testing: { path, label } }`: the reference has one entry per package.
    const all = Object.entries(record(entries));
    const [first, chosen] = all.find(([name]) => name === 'index') ?? all[0] ?? ['index', undefined];
    if (all.length > 1)
      warn(
        `Only the "${first}" entry of ${String(pkg.path)} is documented`,
        String(pkg.path),
        'the API reference has one entry point per package',
      );
    return { path: folder, entry: typeof chosen === 'string' ? chosen : record(chosen).path };
  });
  const out: Json = {
    packages,
    tsconfig: fromSite(typeof options.tsconfigName === 'string' ? options.tsconfigName : 'tsconfig.json'),
  };
  if (options.exclude !== undefined)
    out.exclude = list(options.exclude).map((p) => (typeof p === 'string' ? fromSite(p) : p));
  if (options.changelogs !== undefined) out.changelogs = options.changelogs;
  if (options.typedocOptions !== undefined) out.typedocOptions = options.typedocOptions;
  if (typeof options.routeBasePath === 'string')
    out.routeBasePath = `/${options.routeBasePath.replace(/^\/|\/$/g, '')}`;
  const known = [
    'projectRoot',
    'packages',
    'exclude',
    'changelogs',
    'typedocOptions',
    'tsconfigName',
    'routeBasePath',
    'id',
  ];
  const ignored = Object.keys(options).filter((key) => !known.includes(key));
  if (ignored.length > 0)
    warn(
      `typedoc-api options not used: ${ignored.join(', ')}`,
      ignored[0]!,
      'see the migration guide in the README',
    );
  return out;
}

/** `'name'`, `['name', options]`, or a plugin function: its name and options. */
function pluginEntry(entry: unknown): [string | undefined, unknown] {
  if (typeof entry === 'string') return [entry, undefined];
  if (Array.isArray(entry)) return [typeof entry[0] === 'string' ? entry[0] : undefined, entry[1]];
  return [undefined, undefined];
}

function record(value: unknown): Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function pick(from: Json, keys: string[]): Json {
  const out: Json = {};
  copy(from, out, keys);
  return out;
}

function copy(from: Json, to: Json, keys: string[]): void {
  for (const key of keys) if (from[key] !== undefined) to[key] = from[key];
}

/** Where a name is first written in the config: as a quoted string, else as a key. */
function place(source: string, near: string): { line: number; column: number } {
  for (const pattern of [`'${near}'`, `"${near}"`, `${near}:`, near]) {
    const index = source.indexOf(pattern);
    if (index !== -1) return positionAt(source, index + (pattern.startsWith(near) ? 0 : 1));
  }
  return { line: 1, column: 1 };
}

/** A plugin listed twice (or a preset option repeated) is one warning. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    if (seen.has(d.reason)) return false;
    seen.add(d.reason);
    return true;
  });
}
