import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
  markdown: { tableOfContents: { minHeadingLevel: 4, maxHeadingLevel: 3 } },
});
