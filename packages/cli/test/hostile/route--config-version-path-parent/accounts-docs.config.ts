import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'], }, version: { path: '/../../hostile-escape-version'  } },
  // The docs' route prefix climbs out of the site.
});
