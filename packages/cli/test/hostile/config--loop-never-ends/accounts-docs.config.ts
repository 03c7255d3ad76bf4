import { defineConfig } from 'accounts-docs';

// Spins for ever: only a thread that can be stopped ends this.
while (true) {}

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
