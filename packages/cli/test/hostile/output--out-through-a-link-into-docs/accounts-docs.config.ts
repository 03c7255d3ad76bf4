// --out reaches the docs folder through a symbolic link.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
