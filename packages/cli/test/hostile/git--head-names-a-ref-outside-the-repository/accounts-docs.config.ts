// Pages dated from git, in a repository whose HEAD names a ref outside it: the build reads no
// file there (git then answers, and finds no repository) and builds with the files' dates.
export default {
  title: 'Hostile',
  url: 'https://hostile.example',
  staticDir: 'static',
  docs: { path: 'docs', sidebars: { docs: ['intro'] }, showLastUpdateTime: true },
};
