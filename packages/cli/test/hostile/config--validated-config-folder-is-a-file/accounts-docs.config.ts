// A good config whose validation cannot be kept: the cache's `config/validated` folder is a file.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
