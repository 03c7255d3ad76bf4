import type { ResolvedConfig } from '@accounts-docs/config';
import type { ContentReader } from '@accounts-docs/content';
import { DiagnosticError, sortDiagnostics, type Diagnostic } from '@accounts-docs/diagnostics';
import { checkSiteLinks } from '@accounts-docs/links';
import { staticCollisions, staticFolderFiles, type StaticFile } from '@accounts-docs/output';
import { blogFeedRoutes, createPages, type Page } from '@accounts-docs/pages';
import { buildSiteModel, type SiteModel } from '@accounts-docs/site-model';
import { loadMdxPages } from './compiled-mdx-pages.ts';
import { reactDiagnostics, reactLinks, type LoadedReact } from './react-stage.ts';
import { timed } from './timed.ts';

/** The site read, placed and checked: what a build writes. */
export interface CheckedSite {
  model: SiteModel;
  pages: Page[];
  react: LoadedReact | undefined;
  diagnostics: Diagnostic[];
  staticFiles: StaticFile[];
}

/**
 * Reads the content and the React side together, places the site, makes its pages and checks
 * every link: the stages before anything is written. Problems of one stage are reported with
 * the others' (a broken React page and a broken doc together); any error stops here.
 */
export async function checkSite(
  config: ResolvedConfig,
  {
    content,
    react,
    timings,
    outDir,
  }: {
    content: ContentReader;
    react: Promise<LoadedReact | undefined>;
    timings: Record<string, number>;
    /** The output folder: no static link may lead into it. */
    outDir: string;
  },
): Promise<CheckedSite> {
  const read = content.read();
  const [modelResult, reactResult] = await Promise.allSettled([
    timed(timings, 'model', async () => buildSiteModel(config, await read)),
    // Compiled MDX pages are bundled with the React side, once the content says which they are.
    // The React stage's own problems are reported beside the content's; a content that could
    // not be read is the model's to report (once).
    timed(timings, 'react', async () => {
      const loaded = await react;
      const sources = await read.catch(() => undefined);
      return sources ? loadMdxPages(config, sources, content, loaded) : loaded;
    }),
  ]);
  timings.typedoc = content.typedocMs;
  timings['api-model'] = content.apiMs;
  // Absent when no code block was highlighted (all came from the cache).
  if (content.highlighterMs !== undefined) timings.highlighter = content.highlighterMs;
  const problems: Diagnostic[] = [];
  for (const result of [modelResult, reactResult]) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof DiagnosticError)) throw result.reason;
    problems.push(...result.reason.diagnostics);
  }
  // The config's warnings (options it does not use) are printed with the errors of a failed build.
  if (problems.length > 0)
    throw new DiagnosticError([...problems, ...config.diagnostics.filter((d) => d.severity !== 'error')]);
  const model = (modelResult as PromiseFulfilledResult<SiteModel>).value;
  const loaded = (reactResult as PromiseFulfilledResult<LoadedReact | undefined>).value;
  const statics = await staticFolderFiles(config.paths.static, config.root, [outDir, config.paths.cache]);
  const early = [
    ...config.diagnostics,
    ...model.diagnostics,
    ...statics.diagnostics,
    ...reactDiagnostics(loaded),
  ];
  if (early.some((d) => d.severity === 'error')) throw new DiagnosticError(early);
  const pages = await timed(timings, 'pages', () => createPages(model, loaded?.inputs));
  const llms = config.llms.enabled ? await import('@accounts-docs/llms') : undefined;
  const llmsRoutes = llms?.llmsRoutes(config, pages) ?? [];
  if (llms && config.llms.twins) early.push(...llms.twinClashes({ model, pages }));
  const reactFiles = loaded?.files ?? [];
  early.push(
    ...staticCollisions(statics.files, [
      ...pages.map((page) => ({ path: page.outFile, route: page.route })),
      { path: 'sitemap.xml', route: '/sitemap.xml' },
      ...[...model.assets.map((asset) => `/${asset.path}`), ...blogFeedRoutes(model)].map(
        (route) => ({ path: route.slice(1), route }),
      ),
      ...reactFiles.map((file) => ({ path: file.path, route: `/${file.path}` })),
      // The markdown twins, llms.txt and llms-full.txt are written at the output's root too.
      ...llmsRoutes.map((route) => ({ path: route.slice(1), route })),
    ]),
  );
  const findings = await timed(timings, 'links', async () => {
    const files = [
      '/sitemap.xml',
      ...llmsRoutes,
      // Dot files are not served (see serve), so a link to one is broken.
      ...statics.files
        .filter((f) => !f.path.split('/').some((s) => s.startsWith('.')))
        .map((f) => `/${f.path}`),
      ...reactFiles.map((file) => `/${file.path}`),
      ...model.assets.map((asset) => `/${asset.path}`),
      ...blogFeedRoutes(model),
    ];
    // A React page that throws while rendering is a finding like a broken link.
    const sources = new Map(
      [...model.docs, ...model.pages, ...(model.blog?.posts ?? [])].map((page) => [page.route, page.file]),
    );
    const collected = await reactLinks(
      config,
      loaded,
      pages,
      (blocks) => content.highlightCode(blocks),
      (route) => sources.get(route),
      model,
    );
    return [...collected.diagnostics, ...checkSiteLinks({ model, pages, files, react: collected.pages })];
  });
  // One list in reading order: by file, then line and column (code-unit order, not the locale's).
  const diagnostics = sortDiagnostics([...early, ...findings]);
  if (diagnostics.some((d) => d.severity === 'error')) throw new DiagnosticError(diagnostics);
  return { model, pages, react: loaded, diagnostics, staticFiles: statics.files };
}
