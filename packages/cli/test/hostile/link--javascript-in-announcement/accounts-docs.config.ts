import { defineConfig } from 'accounts-docs';

export default defineConfig({
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
  announcementBar: { id: 'news', content: 'Read <a href="javascript:alert(1)">this</a>' },
});
