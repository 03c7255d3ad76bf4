import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
