import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  baseUrl: '/my dökümanlar/',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
});
