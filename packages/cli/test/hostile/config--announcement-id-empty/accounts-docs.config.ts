// An empty announcement id.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  announcementBar: {
    id: '',
    content: 'Hello',
  },
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
