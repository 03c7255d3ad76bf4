// An ordinary announcement id.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  announcementBar: {
    id: 'release-2.0',
    content: 'Hello',
  },
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
