// A link to a file inside the project is copied as a file.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
