// A good config whose bundle cannot be kept: the cache's `bundles` folder is a file.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
