import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a', { type: 'link', label: 'Run', href: 'javascript:alert(7)' }] } },
  build: { onUnsafeLinks: 'warn' },
  pagesDir: 'pages',
  navbar: { items: [{ label: 'Run', href: 'javascript:alert(1)' }] },
  footer: { links: [{ title: 'More', items: [{ label: 'Run', href: ' javascript:alert(2)' }] }] },
  announcementBar: { id: 'news', content: 'Read <a href="&#106;avascript:alert(3)">this</a> and <a href="data:text/html,x">that</a>' },
});
