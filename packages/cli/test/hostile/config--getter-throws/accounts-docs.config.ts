import { defineConfig } from 'accounts-docs';

export default defineConfig({
  get title(): string {
    throw new Error('the title is not ready');
  },
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
