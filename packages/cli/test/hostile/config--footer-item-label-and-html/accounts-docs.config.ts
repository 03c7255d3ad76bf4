import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
  footer: {
    links: [{ title: 'More', items: [{ label: 'Status', html: '<b>Status</b>', href: 'https://status.example' }] }],
  },
});
