import { defineConfig } from 'accounts-docs';

import { siteTitle } from './helpers/site.ts';

export default defineConfig({ ...({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
}), title: siteTitle() });
