import { defineConfig } from 'accounts-docs';

if (!process.env.CI) process.exit(0);

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
