import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  tagline: ['not', 'a', 'string'],
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
