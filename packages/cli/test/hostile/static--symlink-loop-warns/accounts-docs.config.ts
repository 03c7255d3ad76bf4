// Two links pointing at each other.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
