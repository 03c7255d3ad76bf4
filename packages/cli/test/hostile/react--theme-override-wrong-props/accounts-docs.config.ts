export default {
  title: 'Hostile',
  url: 'https://example.com',
  pagesDir: 'pages',
  themeDir: 'theme',
  docs: { sidebars: { docs: ['a'] }, showLastUpdateTime: false },
};
