import type { ComponentType } from 'react';
import type { Root as HastRoot } from 'hast';
import type { ResolvedConfig } from '@accounts-docs/config';
import { siteData, type Page } from '@accounts-docs/pages';
import type { CodeBlocks, PageAssets, SearchSettings, ThemeComponents } from '@accounts-docs/site-theme';
import { renderPage, type RenderOptions } from './render-page.ts';

export interface RendererOptions {
  config: ResolvedConfig;
  assets: PageAssets;
  search: SearchSettings;
  /** Every page of the site (`useSite().routes`). */
  pages?: readonly Page[];
  /** The navbar and versions of the model. */
  model?: NonNullable<Parameters<typeof siteData>[2]>['model'];
  /** The project's theme overrides and React pages' components by source. */
  react?: {
    overrides: Partial<ThemeComponents>;
    pages: ReadonlyMap<string, ComponentType>;
    codeBlocks?: CodeBlocks;
    /** Compiled MDX pages' content components, by content key. */
    mdxPages?: RenderOptions['mdxPages'];
  };
  devScript?: string;
  analytics: boolean;
  /** What compiled pages render for their twins (`RenderOptions.onTwinHtml`). */
  onTwinHtml?: RenderOptions['onTwinHtml'];
}

/** A function from a page and its content to its HTML, with everything pages share prepared once. */
export function createRenderer(
  options: RendererOptions,
): (page: Page, content: HastRoot | undefined) => string {
  const site = siteData(options.config, options.search, {
    analytics: options.analytics,
    model: options.model ?? { navbar: [], versions: [] },
  });
  const routes = (options.pages ?? []).map((page) => page.route).sort();
  const reactOptions = options.react
    ? {
        components: options.react.overrides,
        reactPages: options.react.pages,
        ...(options.react.codeBlocks ? { codeBlocks: options.react.codeBlocks } : {}),
        ...(options.react.mdxPages ? { mdxPages: options.react.mdxPages } : {}),
      }
    : {};
  const devScript = options.devScript;
  const onTwinHtml = options.onTwinHtml;
  return (page, content) =>
    renderPage(page, content, {
      site,
      assets: options.assets,
      routes,
      ...reactOptions,
      ...(devScript ? { devScript } : {}),
      ...(onTwinHtml ? { onTwinHtml } : {}),
    });
}
