import { defineConfig } from 'accounts-docs';

let item: unknown = 'a';
for (let i = 0; i < 2000; i++) item = { type: 'category', label: `Level ${i}`, items: [item] };

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: [item as never] } },
});
