// staticDir names a folder that is not there.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'no-such-folder',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
