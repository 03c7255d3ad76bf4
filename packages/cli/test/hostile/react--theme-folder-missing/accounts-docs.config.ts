export default {
  title: 'Hostile',
  url: 'https://example.com',
  pagesDir: 'pages',
  themeDir: 'no-such-theme',
  docs: { sidebars: { docs: ['a'] }, showLastUpdateTime: false },
};
