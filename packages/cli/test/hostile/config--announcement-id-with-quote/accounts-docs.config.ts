// An announcement id that would end its CSS string.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  announcementBar: {
    id: 'x"] { } .a[b="',
    content: 'Hello',
  },
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
