import { defineConfig } from 'vitest/config';

/**
 * Vitest 4 removed `vitest.workspace.ts`; its successor is `test.projects` here (see
 * docs/ARCHITECTURE.md). One project per package keeps `--project markdown` runs fast.
 */
export default defineConfig({
  test: {
    projects: [
      ...['cache', 'config', 'content', 'diagnostics', 'routes', 'assets', 'api-model', 'api-pages', 'markdown', 'site-model', 'render', 'output', 'serve', 'links', 'search-index', 'pages', 'llms', 'react-pages'].map((name) => ({
        extends: true as const,
        test: { name, include: [`packages/${name}/test/**/*.test.ts`] },
      })),
      {
        extends: true as const,
        test: { name: 'site-theme', include: ['site-theme/test/**/*.test.ts'] },
      },
      {
        // Checks over the whole workspace (package manifests against the code's imports).
        extends: true as const,
        test: { name: 'repo', include: ['test/**/*.test.ts'] },
      },
      {
        // The CLI end to end: builds content/ in full and serves it; slower, so its own project.
        extends: true as const,
        test: {
          name: 'cli',
          include: ['packages/cli/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
