import { defineConfig } from 'accounts-docs';

// A timer keeps the process alive while the await never settles.
await new Promise(() => setInterval(() => {}, 1000));

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
