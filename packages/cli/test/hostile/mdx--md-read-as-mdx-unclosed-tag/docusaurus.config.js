// Docusaurus 3 without markdown.format: .md files are MDX, and `<br>` is an unclosed tag there.
module.exports = {
  title: 'Hostile',
  url: 'https://hostile.example',
  baseUrl: '/',
  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: '/', sidebarPath: false }, blog: false }]],
};
