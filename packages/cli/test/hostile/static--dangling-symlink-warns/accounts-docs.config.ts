// A dangling link is a warning, and skipped.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
