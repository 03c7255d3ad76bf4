import { defineConfig } from 'accounts-docs';

import { nothing } from 'hostile-missing-package';

export default defineConfig({ ...({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
}), tagline: String(nothing) });
