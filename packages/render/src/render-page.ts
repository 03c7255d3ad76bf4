import type { Root as HastRoot } from 'hast';
import { createElement, Fragment, type ReactNode } from 'react';
import { jsx, jsxs } from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import rehypeReact from 'rehype-react';
import { unified } from 'unified';
import type { Page } from '@accounts-docs/pages';
import { Page as PageComponent, type RenderContext, type SiteData } from '@accounts-docs/site-theme';

/** What rendering needs besides the page: the site and the bundled asset URLs. */
export interface RenderOptions {
  site: SiteData;
  assets: { css: string[]; js: string[] };
  devScript?: string;
}

const toReact = unified().use(rehypeReact, { Fragment, jsx, jsxs, passKeys: true, passNode: false });

/** Renders one page to a complete HTML document. */
export function renderPage(page: Page, options: RenderOptions): string {
  const ctx: RenderContext = {
    site: options.site,
    route: page.route,
    urlTo: (route) => options.site.baseUrl + route.replace(/^\//, ''),
    assets: options.assets,
    ...(options.devScript ? { devScript: options.devScript } : {}),
  };
  const content: ReactNode = page.hast ? hastToReact(page.hast) : null;
  const html = renderToString(
    createElement(PageComponent, { ctx, head: page.head, view: page.view, content }),
  );
  return `<!DOCTYPE html>${html}\n`;
}

/** Markdown content (hast) as React elements, through rehype-react. */
export function hastToReact(tree: HastRoot): ReactNode {
  return toReact.stringify(tree) as ReactNode;
}
