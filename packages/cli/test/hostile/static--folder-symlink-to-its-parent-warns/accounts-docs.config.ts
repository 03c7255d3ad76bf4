// A folder link to a folder that contains it would be copied forever.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
