import { defineConfig } from 'accounts-docs';

export const config = defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
