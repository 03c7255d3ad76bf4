import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'javascript:alert(1)//',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
