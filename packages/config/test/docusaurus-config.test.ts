import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosticError } from '@accounts-docs/diagnostics';
import { fromDocusaurusConfig, loadConfig } from '../src/index.ts';
import { FUNCTION_MARK, reviveFunctions } from '../src/config-thread.ts';

/** A folder with the given files (paths relative to it). */
async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accounts-docs-docusaurus-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
  return dir;
}

const map = (config: unknown, sidebars?: unknown) =>
  fromDocusaurusConfig(config, {
    file: '/site/docusaurus.config.js',
    source: '',
    sidebars,
    exists: (file) => file === '/site/static' || file === '/site/src/pages',
  });

/** A site whose theme config has only these navbar items. */
const navbarOf = (items: unknown[]) =>
  map({ title: 'S', url: 'https://s.example', themeConfig: { navbar: { items } } });

describe('fromDocusaurusConfig', () => {
  it('names a plugin given as the file require.resolve found by its package', () => {
    const { diagnostics } = map({
      title: 'S',
      url: 'https://s.example',
      plugins: [
        '/site/node_modules/docusaurus-plugin-fathom/src/index.js',
        ['/site/node_modules/@scope/plugin-x/lib/index.js', {}],
        // Sass is compiled by the bundles themselves: nothing to warn of.
        'docusaurus-plugin-sass',
      ],
    });
    expect(diagnostics.map((d) => d.reason)).toEqual([
      'The plugin docusaurus-plugin-fathom is not used',
      'The plugin @scope/plugin-x is not used',
    ]);
  });

  it("reads the preset's docs: false as a site without docs, unless the docs plugin is listed on its own", () => {
    expect(map({ presets: [['classic', { docs: false }]] }).config.docs).toEqual({ enabled: false });
    const listed = map({
      presets: [['classic', { docs: false }]],
      plugins: [['@docusaurus/plugin-content-docs', { path: 'guides' }]],
    }).config.docs as { path?: string; enabled?: boolean };
    expect(listed.path).toBe('guides');
    expect(listed.enabled).toBeUndefined();
    expect((map({ presets: [['classic', {}]] }).config.docs as { enabled?: boolean }).enabled).toBeUndefined();
  });

  it("leaves out, with a warning, a navbar item of another docs plugin instance (only the default one is built)", () => {
    const { config, diagnostics } = navbarOf([
      { type: 'docSidebar', sidebarId: 'docs', label: 'Client' },
      { type: 'docSidebar', docsPluginId: 'pnpr', sidebarId: 'pnpr', label: 'Registry (pnpr)' },
      { type: 'doc', docsPluginId: 'default', docId: 'intro', label: 'Intro' },
    ]);
    expect((config.navbar as { items: { label: string }[] }).items.map((item) => item.label)).toEqual([
      'Client',
      'Intro',
    ]);
    expect(diagnostics.map((d) => d.reason)).toEqual([
      'The navbar item "Registry (pnpr)" is not shown: it leads to the docs plugin "pnpr", and only the default docs plugin is built',
    ]);
  });

  it('reads a navbar item with items and no type as a dropdown, and a relative activeBasePath as a site path', () => {
    const { config, diagnostics } = navbarOf([
      { label: 'Packages', position: 'left', items: [{ label: 'Core', to: '/docs/core' }] },
      { to: 'docs/intro', label: 'Docs', activeBasePath: 'docs' },
      { to: '/api', label: 'API', activeBasePath: '/api' },
    ]);
    expect(diagnostics).toEqual([]);
    expect((config.navbar as { items: unknown[] }).items).toEqual([
      { type: 'dropdown', label: 'Packages', position: 'left', items: [{ label: 'Core', to: '/docs/core' }] },
      { to: 'docs/intro', label: 'Docs', activeBasePath: '/docs' },
      { to: '/api', label: 'API', activeBasePath: '/api' },
    ]);
  });

  it('leaves out, with a warning, a docs remark plugin that no package exports (the site still builds)', () => {
    // As the config thread hands functions over: marked with their package's module and export.
    const fromPackage = reviveFunctions({
      [FUNCTION_MARK]: 'remarkMath',
      origin: { module: 'remark-math', export: 'default' },
    });
    function linkDocblocks() {}
    const { config, diagnostics } = map({
      title: 'S',
      url: 'https://s.example',
      presets: [['classic', { docs: { remarkPlugins: [fromPackage, [linkDocblocks, { a: 1 }]] } }]],
    });
    expect((config.markdown as { remarkPlugins: unknown[] }).remarkPlugins).toEqual([fromPackage]);
    expect(diagnostics.map((d) => [d.ruleId, d.reason])).toEqual([
      [
        'docusaurus-option-ignored',
        'The remarkPlugins entry linkDocblocks is not run: it is not imported from a package',
      ],
    ]);
    // A plugin of a package whose options hold a function is left out too: the workers load
    // the plugin themselves and get its options as data (remark-typescript-tools' hooks).
    const transpile = reviveFunctions({
      [FUNCTION_MARK]: 'transpileCodeblocks',
      origin: { module: 'remark-typescript-tools', export: 'transpileCodeblocks' },
    });
    const hook = reviveFunctions({ [FUNCTION_MARK]: 'postProcess' });
    const withHook = map({
      title: 'S',
      url: 'https://s.example',
      presets: [['classic', { docs: { remarkPlugins: [[transpile, { postProcessTranspiledJs: hook }], fromPackage] } }]],
    });
    expect((withHook.config.markdown as { remarkPlugins: unknown[] }).remarkPlugins).toEqual([fromPackage]);
    expect(withHook.diagnostics.map((d) => d.reason)).toEqual([
      'The remarkPlugins entry transpileCodeblocks is not run: its options hold functions',
    ]);
  });

  it('maps themeConfig.tableOfContents to the markdown options, and keeps format beside admonition keywords', () => {
    expect(
      map({
        themeConfig: { tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5, other: 1 } },
        markdown: { admonitions: { keywords: ['release'] } },
      }).config.markdown,
    ).toEqual({
      format: 'mdx',
      admonitionKeywords: ['release'],
      tableOfContents: { minHeadingLevel: 3, maxHeadingLevel: 5 },
    });
  });

  it('maps markdown.format and markdown.mdx1Compat as Docusaurus reads them', () => {
    expect(
      map({ markdown: { format: 'detect', mdx1Compat: { comments: false, headingIds: true, x: 1 } } }).config
        .markdown,
    ).toEqual({
      format: 'detect',
      mdx1Compat: { comments: false, headingIds: true },
    });
    expect(map({ markdown: { format: 'md' } }).config.markdown).toEqual({ format: 'md' });
    expect(map({}).config.markdown).toEqual({ format: 'mdx' });
  });

  it("maps the classic preset's blog options onto our blog section, `log` as `warn`", () => {
    const { config, diagnostics } = map({
      title: 'S',
      url: 'https://s.example',
      presets: [
        [
          'classic',
          {
            blog: {
              path: 'news',
              routeBasePath: '/releases/',
              postsPerPage: 'ALL',
              blogTitle: 'Releases',
              blogSidebarCount: 'ALL',
              showReadingTime: false,
              onInlineAuthors: 'log',
              onUntruncatedBlogPosts: 'ignore',
              editUrl: 'https://git.example/edit/main/',
              feedOptions: { type: 'all', xslt: true, copyright: 'C', limit: false },
            },
          },
        ],
      ],
    });
    expect(diagnostics).toEqual([]);
    expect(config.blog).toEqual({
      path: 'news',
      routeBasePath: '/releases',
      postsPerPage: 'ALL',
      blogTitle: 'Releases',
      blogSidebarCount: 'ALL',
      showReadingTime: false,
      onInlineAuthors: 'warn',
      onUntruncatedBlogPosts: 'ignore',
      editUrl: 'https://git.example/edit/main/',
      feedOptions: { type: 'all', copyright: 'C', limit: false },
    });
  });

  it('builds the blog the preset adds by default, none with `blog: false`, and the blog plugin on its own', () => {
    const preset = (blog: unknown) =>
      map({ title: 'S', url: 'https://s.example', presets: [['classic', { blog }]] }).config;
    expect(preset(undefined).blog).toEqual({ routeBasePath: '/blog' });
    expect(preset(false).blog).toBeUndefined();
    const { config } = map({
      title: 'S',
      url: 'https://s.example',
      presets: [['classic', { blog: false }]],
      plugins: [['@docusaurus/plugin-content-blog', { path: 'changelog', routeBasePath: 'changelog' }]],
    });
    expect(config.blog).toEqual({ path: 'changelog', routeBasePath: '/changelog' });
  });

  it('reads the docs plugin and the classic theme listed on their own, as the preset would add them', () => {
    const { config, diagnostics } = map({
      title: 'S',
      url: 'https://s.example',
      themes: [['@docusaurus/theme-classic', { customCss: '/site/src/css/site.css' }]],
      plugins: [
        [
          '@docusaurus/plugin-content-docs',
          { routeBasePath: '/', editUrl: 'https://e.example/', remarkPlugins: ['remark-math'] },
        ],
        ['@docusaurus/plugin-content-docs', { id: 'community', path: 'community' }],
      ],
    });
    expect(config.docs).toMatchObject({ routeBasePath: '/', editUrl: 'https://e.example/' });
    expect(config.customCss).toEqual(['/site/src/css/site.css']);
    expect(config.markdown).toMatchObject({ remarkPlugins: ['remark-math'] });
    // Only the default instance is built; a second one is named as not used.
    expect(diagnostics.map((d) => d.reason)).toEqual([
      'The plugin @docusaurus/plugin-content-docs is not used',
    ]);
  });

  it('maps the site, theme config and classic preset docs options onto ours', () => {
    const { config, diagnostics } = map(
      {
        title: 'Site',
        tagline: 'Tag',
        url: 'https://site.example',
        baseUrl: '/docs-site/',
        favicon: 'img/favicon.ico',
        onBrokenLinks: 'log',
        onBrokenMarkdownLinks: 'throw',
        presets: [
          [
            '@docusaurus/preset-classic',
            {
              docs: {
                path: 'guides',
                routeBasePath: 'guide',
                editUrl: 'https://git.example/edit/',
                showLastUpdateTime: true,
                lastVersion: 'current',
                onlyIncludeVersions: ['current', '1.0'],
                versions: { current: { label: 'Canary', path: 'canary', banner: 'none' } },
                sidebarCollapsed: false,
                sidebarCollapsible: true,
              },
              blog: false,
            },
          ],
        ],
        themeConfig: {
          navbar: {
            title: 'Site',
            logo: { src: 'img/logo.svg', alt: 'Logo', href: '/intro' },
            style: 'dark',
            hideOnScroll: true,
          },
          footer: {
            links: [{ title: 'More', items: [{ label: 'Blog', to: 'blog' }, { html: '<b>x</b>' }] }],
          },
          announcementBar: { id: 'news', content: 'News', isCloseable: false },
          algolia: { appId: 'A', apiKey: 'K', indexName: 'I', contextualSearch: true },
          colorMode: { defaultMode: 'dark', disableSwitch: true },
        },
      },
      { docs: ['intro'] },
    );
    expect(config).toEqual({
      title: 'Site',
      tagline: 'Tag',
      url: 'https://site.example',
      baseUrl: '/docs-site/',
      favicon: 'img/favicon.ico',
      staticDir: 'static',
      pagesDir: 'src/pages',
      build: { onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'throw' },
      // Docusaurus 3 reads .md files as MDX unless markdown.format says otherwise.
      markdown: { format: 'mdx' },
      navbar: {
        title: 'Site',
        style: 'dark',
        hideOnScroll: true,
        logo: { src: 'img/logo.svg', alt: 'Logo', href: '/intro' },
        items: [],
      },
      footer: {
        style: 'light',
        links: [{ title: 'More', items: [{ label: 'Blog', to: 'blog' }, { html: '<b>x</b>' }] }],
      },
      announcementBar: { id: 'news', content: 'News', isCloseable: false },
      algolia: { appId: 'A', apiKey: 'K', indexName: 'I', contextualSearch: true },
      colorMode: { defaultMode: 'dark', disableSwitch: true },
      docs: {
        path: 'guides',
        routeBasePath: '/guide',
        editUrl: 'https://git.example/edit/',
        showLastUpdateTime: true,
        lastVersion: 'current',
        onlyIncludeVersions: ['current', '1.0'],
        versions: { current: { label: 'Canary', path: 'canary', banner: 'none' } },
        sidebarCollapsed: false,
        sidebarCollapsible: true,
        sidebars: { docs: ['intro'] },
      },
    });
    expect(diagnostics).toEqual([]);
  });

  it('maps the typedoc-api plugin: paths from its projectRoot, entries, exclude, options', () => {
    const { config } = map({
      title: 'S',
      url: 'https://s.example',
      plugins: [
        [
          'docusaurus-plugin-typedoc-api',
          {
            projectRoot: '/repo',
            packages: [
              'packages/*',
              '!packages/e2e',
              { path: 'packages/cli', entry: 'src/main.ts' },
              {
                path: 'packages/x',
                entry: { index: 'src/index.ts', testing: { path: 'src/testing.ts', label: 'Testing' } },
              },
            ],
            exclude: ['packages/internal-*'],
            changelogs: true,
            typedocOptions: { excludeProtected: true },
            tsconfigName: 'tsconfig.docs.json',
            readmes: true,
          },
        ],
      ],
    });
    expect(config.api).toEqual({
      projectRoot: '../repo',
      packages: [
        // The plugin's entry (src/index.ts unless given); TypeDoc skips one that matches no file.
        { path: '../repo/packages/*', entry: 'src/index.ts', optional: true },
        '!../repo/packages/e2e',
        { path: '../repo/packages/cli', entry: 'src/main.ts', optional: true },
        { path: '../repo/packages/x', entry: 'src/index.ts', optional: true },
      ],
      tsconfig: '../repo/tsconfig.docs.json',
      changelogs: true,
      // The plugin's `exclude` is TypeDoc's (file globs from the site folder), not a list of packages.
      typedocOptions: { excludeProtected: true, exclude: [path.resolve('/site', 'packages/internal-*')] },
    });
  });

  it('lists each plugin, theme and option it does not use once, and makes a sidebar of the docs without a sidebars file', () => {
    const { config, diagnostics } = map({
      title: 'S',
      url: 'https://s.example',
      presets: [
        [
          'classic',
          {
            docs: { remarkPlugins: [], docItemComponent: '@theme/DocItem' },
            blog: { blogListComponent: '@theme/X' },
          },
        ],
      ],
      plugins: ['@docusaurus/plugin-pwa', '@docusaurus/plugin-pwa', () => ({ name: 'inline' })],
      themes: ['@docusaurus/theme-mermaid'],
      themeConfig: {
        navbar: {
          items: [
            { type: 'localeDropdown' },
            { type: 'search' },
            { type: 'docSidebar', sidebarId: 'api', label: 'API' },
            {
              type: 'dropdown',
              label: 'More',
              items: [
                { label: 'Blog', to: 'blog' },
                { type: 'html', value: '<hr>' },
              ],
            },
          ],
        },
      },
      clientModules: ['./src/tracking.js'],
      i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
    });
    expect(diagnostics.map((d) => [d.severity, d.ruleId, d.reason])).toEqual([
      ['warning', 'docusaurus-option-ignored', 'Only the default locale is built (2 configured)'],
      ['warning', 'docusaurus-option-ignored', '"clientModules" is not used: the theme adds its own assets'],
      [
        'warning',
        'docusaurus-option-ignored',
        'The navbar item "localeDropdown" (localeDropdown) is not shown',
      ],
      [
        'warning',
        'docusaurus-option-ignored',
        'Items of the navbar menu "More" that are not links are not shown',
      ],
      ['warning', 'docusaurus-option-ignored', 'Docs options not used: docItemComponent'],
      ['warning', 'docusaurus-option-ignored', 'Blog options not used: blogListComponent'],
      ['warning', 'docusaurus-option-ignored', 'The plugin @docusaurus/plugin-pwa is not used'],
      ['warning', 'docusaurus-option-ignored', 'The plugin (inline function) is not used'],
      ['warning', 'docusaurus-option-ignored', 'The theme @docusaurus/theme-mermaid is not used'],
    ]);
    expect((config.navbar as { items: unknown[] }).items).toEqual([
      { type: 'docSidebar', sidebarId: 'api', label: 'API' },
      { type: 'dropdown', label: 'More', items: [{ label: 'Blog', to: 'blog' }] },
    ]);
    expect((config.docs as { sidebars: unknown }).sidebars).toEqual({
      docs: [{ type: 'autogenerated', dirName: '.' }],
    });
  });
});

describe('loadConfig on a Docusaurus site', () => {
  const site = (config: string, extra: Record<string, string> = {}) =>
    project({ 'docs/intro.md': '# Intro\n', ...extra, 'docusaurus.config.js': config });

  it('reads a CommonJS config and its sidebars file (require.resolve, __dirname, prism themes)', async () => {
    const dir = await site(
      `const path = require('path');
const { themes } = require('prism-react-renderer');
module.exports = {
  title: 'CJS',
  url: 'https://cjs.example',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
  plugins: [['docusaurus-plugin-typedoc-api', { projectRoot: path.join(__dirname, '..'), packages: ['packages/*'] }]],
  themeConfig: { prism: { theme: themes.github } },
};`,
      { 'sidebars.js': "module.exports = { docs: { Start: ['intro'] } };" },
    );
    const config = await loadConfig({ cwd: dir });
    expect(config.configFile).toBe(path.join(dir, 'docusaurus.config.js'));
    expect(config.title).toBe('CJS');
    expect(config.docs.sidebars).toEqual({ docs: { Start: ['intro'] } });
    expect(config.api?.packages).toEqual([{ path: '../packages/*', entry: 'src/index.ts', optional: true }]);
    expect(config.docsVersions.map((v) => [v.name, v.path])).toEqual([['current', '/docs']]);
    expect(config.diagnostics).toEqual([]);
  });

  it("takes an announcement bar without an id and a link item's site path in href, as theme-classic does (socket.io, sequelize)", async () => {
    const dir = await site(`module.exports = {
  title: 'Links',
  url: 'https://links.example',
  themeConfig: {
    announcementBar: { content: 'Read <a href="/blog">the blog</a>', isCloseable: true },
    navbar: { items: [{ label: 'Releases', href: '/releases' }, { label: 'Source', to: 'https://git.example/s' }] },
    footer: {
      links: [{ title: 'More', items: [{ label: 'Legal', href: '/legal' }, { label: 'Terms', href: 'terms' }, { label: 'Chat', href: 'https://chat.example' }] }],
    },
  },
};`);
    const config = await loadConfig({ cwd: dir });
    expect(config.diagnostics).toEqual([]);
    expect(config.announcementBar?.id).toBe('announcement-bar');
    expect(config.navbar.items).toMatchObject([
      { label: 'Releases', to: '/releases' },
      { label: 'Source', href: 'https://git.example/s' },
    ]);
    expect(config.footer?.links[0]?.items).toEqual([
      { label: 'Legal', to: '/legal' },
      { label: 'Terms', to: '/terms' },
      { label: 'Chat', href: 'https://chat.example' },
    ]);
  });

  it('reads a CommonJS file under "type": "module" as CommonJS, as jiti does (the config, and a file it imports)', async () => {
    const colours = "const base = require('./base.js');\nmodule.exports = { ...base, title: 'Colours' };\n";
    const esm = await site(
      "import colours from './theme/colours.js';\nexport default { title: colours.title, tagline: colours.tagline, url: 'https://m.example' };\n",
      {
        'package.json': '{ "type": "module" }',
        'theme/colours.js': colours,
        'theme/base.js': "exports.tagline = 'From base';\n",
      },
    );
    const config = await loadConfig({ cwd: esm });
    expect([config.title, config.tagline]).toEqual(['Colours', 'From base']);
    const cjs = await site(
      "const colours = require('./colours.js');\nmodule.exports = { title: 'CJS ' + colours.title, url: 'https://m.example' };\n",
      {
        'package.json': '{ "type": "module" }',
        'colours.js': "module.exports = { title: 'too' };\n",
      },
    );
    expect((await loadConfig({ cwd: cjs })).title).toBe('CJS too');
  });

  it('keeps what React pages read: customFields, customCss, stylesheets and scripts, src/theme, the config as JSON and the code translations', async () => {
    const dir = await site(
      `module.exports = {
  title: 'Pages',
  url: 'https://pages.example',
  customFields: { repoUrl: 'https://github.com/o/r' },
  stylesheets: ['https://cdn.example/x.css', { href: '/y.css', crossorigin: 'anonymous' }],
  scripts: [{ src: '/z.js', defer: true }],
  i18n: { defaultLocale: 'fr', locales: ['fr'] },
  presets: [['classic', { theme: { customCss: require.resolve('./src/css/custom.css') } }]],
  plugins: [() => ({ name: 'inline' })],
  themeConfig: { navbar: { title: 'Pages' }, prism: { additionalLanguages: ['java'] } },
};`,
      {
        'src/css/custom.css': ':root { --ifm-color-primary: #77bbbc; }\n',
        'src/theme/Footer/index.js': 'export default function Footer() { return null; }\n',
        'i18n/fr/code.json': JSON.stringify({ 'home.title': { message: 'Bienvenue', description: 'x' } }),
      },
    );
    const config = await loadConfig({ cwd: dir });
    expect(config.customFields).toEqual({ repoUrl: 'https://github.com/o/r' });
    expect(config.paths.customCss).toEqual([path.join(dir, 'src/css/custom.css')]);
    expect(config.paths.theme).toBe(path.join(dir, 'src/theme'));
    expect(config.stylesheets).toEqual([
      'https://cdn.example/x.css',
      { href: '/y.css', crossorigin: 'anonymous' },
    ]);
    expect(config.scripts).toEqual([{ src: '/z.js', defer: true }]);
    expect(config.diagnostics.map((d) => d.reason)).toEqual(['The plugin (inline function) is not used']);
    // The config as JSON, less what only Docusaurus's build reads (presets, plugins).
    expect(config.docusaurus?.siteConfig).toMatchObject({
      title: 'Pages',
      themeConfig: { prism: { additionalLanguages: ['java'] } },
    });
    expect(Object.keys(config.docusaurus!.siteConfig)).not.toContain('presets');
    expect(Object.keys(config.docusaurus!.siteConfig)).not.toContain('plugins');
    expect(config.docusaurus?.codeTranslations).toEqual({ 'home.title': 'Bienvenue' });
  });

  it('reads an ESM config, and one that exports an async function', async () => {
    const esm = await project({
      'docs/a.md': '# A\n',
      'docusaurus.config.mjs': "export default { title: 'ESM', url: 'https://esm.example' };",
    });
    expect((await loadConfig({ cwd: esm })).title).toBe('ESM');
    const fn = await site("module.exports = async () => ({ title: 'Async', url: 'https://async.example' });");
    expect((await loadConfig({ cwd: fn })).title).toBe('Async');
  });

  it('prefers our own config when both are there; --config names the Docusaurus one', async () => {
    const dir = await site("module.exports = { title: 'Docusaurus', url: 'https://d.example' };", {
      'accounts-docs.config.ts': "export default { title: 'Ours', url: 'https://o.example' };",
    });
    expect((await loadConfig({ cwd: dir })).title).toBe('Ours');
    expect((await loadConfig({ cwd: dir, configFile: 'docusaurus.config.js' })).title).toBe('Docusaurus');
  });

  it('reports a sidebars file that does not exist at sidebarPath, and a wrong value at its key', async () => {
    const missing = await site(
      "module.exports = { title: 'S', url: 'https://s.example', presets: [['classic', { docs: { sidebarPath: './nope.js' } }]] };",
    );
    const error = (await loadConfig({ cwd: missing }).catch((e: unknown) => e)) as DiagnosticError;
    expect(error).toBeInstanceOf(DiagnosticError);
    expect(error.diagnostics[0]).toMatchObject({
      ruleId: 'config-missing',
      line: 1,
      reason: expect.stringContaining('nope.js'),
    });
    const wrong = await site("module.exports = {\n  title: 'S',\n  url: 'not a url',\n};");
    const invalid = (await loadConfig({ cwd: wrong }).catch((e: unknown) => e)) as DiagnosticError;
    expect(invalid.diagnostics[0]).toMatchObject({ ruleId: 'config-invalid', line: 3, column: 3 });
  });

  it('lets our own config import a Docusaurus sidebars file', async () => {
    const dir = await project({
      'docs/intro.md': '# Intro\n',
      'sidebars.js':
        "module.exports = { docs: [{ type: 'category', label: 'Start', link: { type: 'doc', id: 'intro' }, collapsible: true, items: [{ type: 'autogenerated', dirName: '.' }] }] };",
      'accounts-docs.config.ts': `import { defineConfig } from 'accounts-docs';
import sidebars from './sidebars.js';
export default defineConfig({ title: 'T', url: 'https://t.example', docs: { sidebars } });`,
    });
    const config = await loadConfig({ cwd: dir });
    expect(config.docs.sidebars.docs).toEqual([
      expect.objectContaining({ type: 'category', link: { type: 'doc', id: 'intro' }, collapsible: true }),
    ]);
  });
});

describe('docs versions', () => {
  const versioned = (docs: string) =>
    project({
      'versions.json': '["2.0", "1.0"]',
      'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro"] }',
      'accounts-docs.config.ts': `export default { title: 'V', url: 'https://v.example', docs: ${docs} };`,
    });
  const summary = (config: Awaited<ReturnType<typeof loadConfig>>) =>
    config.docsVersions.map((v) => [v.name, v.label, v.path, v.banner, v.isLast]);

  it('lays them out as Docusaurus does: the newest released one at the base, current at next', async () => {
    const config = await loadConfig({ cwd: await versioned('{}') });
    expect(summary(config)).toEqual([
      ['current', 'Next', '/docs/next', 'unreleased', false],
      ['2.0', '2.0', '/docs', 'none', true],
      ['1.0', '1.0', '/docs/1.0', 'unmaintained', false],
    ]);
    expect(config.docsVersions[1]!.sidebars).toEqual({ docs: ['intro'] });
    expect(config.docsVersions[2]!.sidebars).toEqual({});
    expect(config.docs.version.path).toBe('/docs/next');
  });

  it("follows lastVersion, onlyIncludeVersions and each version's label, path and banner", async () => {
    const config = await loadConfig({
      cwd: await versioned(
        "{ lastVersion: 'current', onlyIncludeVersions: ['current', '1.0'], versions: { current: { label: 'Main' }, '1.0': { path: 'v1', banner: 'none' } } }",
      ),
    });
    expect(summary(config)).toEqual([
      ['current', 'Main', '/docs', 'none', true],
      ['1.0', '1.0', '/docs/v1', 'none', false],
    ]);
  });

  it('rejects a version name that versions.json does not have', async () => {
    const error = (await loadConfig({ cwd: await versioned("{ lastVersion: '3.0' }") }).catch(
      (e: unknown) => e,
    )) as DiagnosticError;
    expect(error.diagnostics[0]).toMatchObject({
      ruleId: 'config-invalid',
      reason: 'docs.lastVersion names the version "3.0", which is neither "current" nor in versions.json',
      hint: 'the versions are: current, 2.0, 1.0',
    });
  });

  it('reports a versions.json or versioned sidebars file that is not what it should be, at the file', async () => {
    const failure = async (files: Record<string, string>) => {
      const dir = await project({
        ...files,
        'accounts-docs.config.ts': "export default { title: 'V', url: 'https://v.example' };",
      });
      const error = (await loadConfig({ cwd: dir }).catch((e: unknown) => e)) as DiagnosticError;
      expect(error).toBeInstanceOf(DiagnosticError);
      const [first] = error.diagnostics;
      return [first!.ruleId, path.relative(dir, first!.file!), first!.line, first!.reason];
    };
    expect(await failure({ 'versions.json': '{ "2.0": true }' })).toEqual([
      'config-invalid',
      'versions.json',
      1,
      'versions.json must be a list of version names, newest first',
    ]);
    expect((await failure({ 'versions.json': '[\n  "2.0",\n]' })).slice(0, 2)).toEqual([
      'config-syntax',
      'versions.json',
    ]);
    expect(
      await failure({
        'versions.json': '["2.0"]',
        'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": [{ "type": "page", "id": "a" }] }',
      }),
    ).toEqual([
      'config-invalid',
      'versioned_sidebars/version-2.0-sidebars.json',
      1,
      'Invalid sidebar item at "docs[0].type": Invalid option: expected one of "doc"|"ref"',
    ]);
  });

  it('is the one `current` version at docs.version.path without versions.json (content/ as it is)', async () => {
    const dir = await project({
      'accounts-docs.config.ts':
        "export default { title: 'C', url: 'https://c.example', docs: { version: { name: 'current', label: 'Next', path: '/docs' } } };",
    });
    const config = await loadConfig({ cwd: dir });
    expect(summary(config)).toEqual([['current', 'Next', '/docs', 'none', true]]);
  });
});
