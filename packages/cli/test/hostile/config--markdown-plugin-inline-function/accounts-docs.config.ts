// A remark plugin written inline: its function cannot leave the config's thread, and there is
// no package to load it from where pages compile.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
  markdown: { remarkPlugins: [function shout() {}] },
};
