// --out names a folder that does not exist yet: it is created.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
