import type { Root } from 'mdast';
import type { ApiPageOutline } from '@accounts-docs/api-pages';
import type { ApiTwinContext } from './api-twin/context.ts';
import { declarationTwin } from './api-twin/declaration-twin.ts';
import { root } from './mdast.ts';
import { landingTwin, overviewTwin } from './api-twin/overview-twin.ts';

export type { ApiTwinContext } from './api-twin/context.ts';

/**
 * The markdown twin of an API page (landing, package overview, declaration page) as mdast,
 * built from the API model and the blocks the HTML page is written from (api-pages'
 * `declarationBlocks`, `commentSections`): signatures in `ts` code blocks, parameters and
 * members as lists, the types a signature names linked after it. Links are what `ctx.routes`
 * gives: absolute URLs of the twins.
 */
export function apiTwinTree(page: ApiPageOutline, context: ApiTwinContext): Root {
  const ctx = { ...context, self: context.routes.href(page.route) };
  switch (page.kind) {
    case 'landing':
      return root(landingTwin(ctx));
    case 'package':
      return root(overviewTwin(page.pkg!, ctx));
    case 'declaration':
      return root(declarationTwin(page.declaration!, page.pkg!, ctx));
    case 'changelog':
      throw new Error(`${page.route} is a markdown page: its twin comes from ${page.file}`);
  }
}
