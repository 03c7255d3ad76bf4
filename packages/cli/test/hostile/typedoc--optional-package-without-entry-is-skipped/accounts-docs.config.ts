import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
  api: {
    packages: ['packages/a', { path: 'packages/b', entry: 'src/index.ts', optional: true }],
    tsconfig: 'tsconfig.json',
  },
});
