// An announcement id that would close the inline <style> and open a script.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  announcementBar: {
    id: 'x"]</style><script>alert(1)</script>',
    content: 'Hello',
  },
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
