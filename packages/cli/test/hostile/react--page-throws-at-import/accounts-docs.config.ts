export default {
  title: 'Hostile',
  url: 'https://example.com',
  pagesDir: 'pages',
  
  docs: { sidebars: { docs: ['a'] }, showLastUpdateTime: false },
};
