// A plain object, not defineConfig: the mistake is the case (the type checker would reject it).
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  docs: { path: 'docs', sidebars: { docs: ['a'] } },
  llms: { twin: false },
};
