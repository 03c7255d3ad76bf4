// --out inside an API package folder.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  api: { packages: ['packages/*'], tsconfig: 'tsconfig.json' },
  docs: { path: 'docs', sidebars: { docs: ['intro'] } },
};
