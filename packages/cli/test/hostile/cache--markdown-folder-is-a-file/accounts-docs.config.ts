// A good config; the compile cache's `markdown` folder is a file: no entry (tree, parse) can be kept, the page and its twin are still built.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
