// The same page, with `mdx: { format: md }` in its front matter: CommonMark, `<br>` is HTML.
module.exports = {
  title: 'Hostile',
  url: 'https://hostile.example',
  baseUrl: '/',
  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
