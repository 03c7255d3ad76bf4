import type { ResolvedConfig } from '@accounts-docs/config';
import type { Content, ContentReader } from '@accounts-docs/content';
import { docusaurusSiteConfig } from '@accounts-docs/pages';
import type { ReactSite } from '@accounts-docs/react-pages';
import type { LoadedReact } from './react-stage.ts';

// The content's compiled MDX pages joined to the React side (`react-stage.ts`) once checked.

/**
 * Bundles and loads the content's compiled MDX pages (`CompiledMarkdown.mdx`) with the React
 * side's machinery, and adds them to it: their islands, CSS (with the overrides', on every
 * page) and imported files. A site without any compiled page never loads this.
 */
export async function loadMdxPages(
  config: ResolvedConfig,
  content: Content,
  reader: Pick<ContentReader, 'compilePartial'>,
  react: LoadedReact | undefined,
): Promise<LoadedReact | undefined> {
  const sources = [
    ...content.versions.flatMap((version) => version.sources),
    ...content.pages,
    ...content.blog.map((post) => post.source),
    // A compiled post's excerpt, its module up to the truncate marker (Docusaurus's
    // `?truncated`), for the blog's lists: bundled as a page of its own, beside the post.
    ...content.blog.flatMap((post) =>
      post.excerpt ? [{ ...post.excerpt, file: `${post.source.file}${TRUNCATED}` }] : [],
    ),
  ].filter((source) => source.meta.mdx !== undefined);
  if (sources.length === 0) return react;
  const { loadCompiledMdx, reactStylesheets } = await import('@accounts-docs/react-pages');
  const loaded = await loadCompiledMdx(
    sources.map((source) => ({ file: source.file, module: source.meta.mdx! })),
    {
      root: config.root,
      baseUrl: config.baseUrl,
      staticDir: config.paths.static,
      themeDir: config.docusaurus ? config.paths.theme : undefined,
      siteConfig: docusaurusSiteConfig(config),
      compilePartial: (file) => reader.compilePartial(file),
    },
  );
  const base: ReactSite = react?.site ?? { ...EMPTY_SITE, assets: new Map(), diagnostics: [] };
  const clientModules = [...base.clientModules];
  for (const module of loaded.clientModules)
    if (!clientModules.some((m) => m.file === module.file)) clientModules.push(module);
  const css = [base.overrideCss, loaded.css].filter((c): c is Uint8Array => c !== undefined);
  const site: ReactSite = {
    ...base,
    clientModules: clientModules.sort((a, b) => (a.id < b.id ? -1 : 1)),
    overrideCss: css.length > 0 ? Buffer.concat(css) : undefined,
    assets: new Map([...base.assets, ...loaded.assets]),
  };
  const stylesheets = reactStylesheets(site);
  const pages = new Map(
    sources.map((source) => [source.contentKey, loaded.components.get(source.file)!] as const),
  );
  return {
    site,
    inputs: react?.inputs ?? [],
    files: stylesheets.files,
    overridesCss: stylesheets.overrides,
    codeBlocks: react?.codeBlocks ?? new Map(),
    mdx: { pages, key: loaded.key },
  };
}

/** The name a post's excerpt module is bundled under (beside the post, so its imports resolve as the post's). */
const TRUNCATED = '.truncated.mdx';

const EMPTY_SITE: Omit<ReactSite, 'assets' | 'diagnostics'> = {
  pages: [],
  overrides: {},
  overrideCss: undefined,
  overridesKey: '',
  clientModules: [],
};
