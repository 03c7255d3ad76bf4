// A FIFO in the static folder: reading it would wait for a writer for ever.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
};
