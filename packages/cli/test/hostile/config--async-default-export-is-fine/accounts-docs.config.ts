import { defineConfig } from 'accounts-docs';

// A promise of the config is awaited.
export default Promise.resolve(defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  pagesDir: 'pages',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
}));
