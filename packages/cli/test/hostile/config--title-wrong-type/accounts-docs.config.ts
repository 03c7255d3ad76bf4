import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 42,
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
