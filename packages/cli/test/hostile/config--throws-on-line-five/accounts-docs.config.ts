import { defineConfig } from 'accounts-docs';

function title(): string {
  // The config computes a value and fails.
  throw new Error('no title today');
}

export default defineConfig({ ...({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
}), title: title() });
