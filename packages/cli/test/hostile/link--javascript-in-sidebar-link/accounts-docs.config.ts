import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a', { type: 'link', label: 'Run', href: 'javascript:alert(1)' }] } },
});
