export default {
  title: 'Hostile',
  url: 'https://example.com',
  themeDir: 'theme',
  docs: { sidebars: { docs: ['a'] }, showLastUpdateTime: false },
};
