import { defineConfig } from 'accounts-docs';

const guide: { type: 'category'; label: string; items: unknown[] } = { type: 'category', label: 'Guide', items: ['a'] };
guide.items.push(guide);

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: [guide as never] } },
});
