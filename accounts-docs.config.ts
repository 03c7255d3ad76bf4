import { defineConfig } from 'accounts-docs';

const repository = 'https://github.com/accounts-js/accounts';

export default defineConfig({
  title: 'accounts-js',
  tagline: 'Fullstack authentication and accounts-management for Javascript',
  url: 'https://www.accountsjs.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  version: '0.32.0',
  staticDir: 'content/static',
  pagesDir: 'content/pages',

  navbar: {
    title: 'accounts-js',
    logo: { src: 'img/logo.svg', alt: 'accounts-js logo' },
    items: [
      { label: 'Documentation', to: '/docs/introduction', activeBasePath: '/docs', position: 'left' },
      { label: 'Api reference', to: '/api', activeBasePath: '/api', position: 'left' },
      { label: 'GitHub', href: repository, position: 'right' },
    ],
  },

  footer: {
    links: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', to: '/docs/introduction' },
          { label: 'Api reference', to: '/api' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Discussions', href: `${repository}/discussions` },
          { label: 'Chat', href: 'https://app.gitter.im/#/room/#accounts-js:gitter.im' },
          { label: 'Social', href: 'https://twitter.com/accountsjs' },
        ],
      },
    ],
    copyright: 'Copyright © 2024 accounts-js contributors.',
  },

  announcementBar: {
    id: 'mikro-orm-0-34',
    content:
      'The MikroORM database adapter has landed in 0.34 — <a href="/docs/databases/mikro-orm">see how to use it</a>.',
    isCloseable: true,
  },

  docs: {
    path: 'content/docs',
    version: { name: 'current', label: 'Next', path: '/docs' },
    // No editUrl, and no api.sourceUrl below: content/ is this site's own text and its own copy
    // of the packages' sources, which are not at these paths (nor these lines) in the
    // accounts-js repository; a link there would go nowhere.
    showLastUpdateTime: true,
    // The guide's categories stay open (the content brief); the API sidebar's 31 packages
    // start folded, as Docusaurus folds categories by default (sidebarCollapsed).
    sidebars: {
      docs: [
        {
          type: 'category',
          label: 'Introduction',
          collapsed: false,
          items: ['introduction', 'contributing'],
        },
        {
          type: 'category',
          label: 'Getting started',
          collapsed: false,
          items: ['getting-started', 'server', 'handling-errors', 'email', 'client'],
        },
        {
          type: 'category',
          label: 'Transports',
          collapsed: false,
          items: [
            'transports/graphql',
            {
              type: 'category',
              label: 'Rest',
              collapsed: false,
              items: ['transports/rest-express', 'transports/rest-client'],
            },
          ],
        },
        {
          type: 'category',
          label: 'Databases',
          collapsed: false,
          items: [
            'databases/overview',
            'databases/mongo',
            'databases/redis',
            'databases/typeorm',
            'databases/mikro-orm',
          ],
        },
        {
          type: 'category',
          label: 'Strategies',
          collapsed: false,
          items: [
            {
              type: 'category',
              label: 'Password',
              collapsed: false,
              items: ['strategies/password', 'strategies/password-client'],
            },
            'strategies/facebook',
            'strategies/oauth',
            'strategies/twitter',
          ],
        },
        { type: 'category', label: 'Cookbook', collapsed: false, items: ['cookbook/react-native'] },
      ],
    },
  },

  // Release notes, as Docusaurus's blog plugin builds a blog (the navbar and footer stay as the
  // spec fixes them: the home page links here).
  blog: {
    path: 'content/blog',
    blogTitle: 'accounts-js blog',
    blogDescription: 'Release notes and news about the @accounts packages',
    blogSidebarTitle: 'Recent posts',
    feedOptions: { type: ['rss', 'atom'], copyright: 'Copyright © 2024 accounts-js contributors.' },
  },

  algolia: {
    appId: 'Q5R2JWZ8TX',
    apiKey: '3f1e0c9b7a2d4e6f8a0b1c2d3e4f5a6b',
    indexName: 'accounts',
    contextualSearch: true,
    searchPagePath: 'search',
  },

  analytics: {
    siteId: 'accounts-js',
    customDomain: 'https://stats.accountsjs.com',
  },

  api: {
    packages: ['content/packages/*'],
    tsconfig: 'content/packages/tsconfig.json',
    routeBasePath: '/api',
  },

  build: {
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    onBrokenAnchors: 'warn',
    onDuplicateRoutes: 'warn',
  },
});
