import { defineConfig } from 'accounts-docs';

// Waits for something that never comes.
await new Promise(() => {});

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
