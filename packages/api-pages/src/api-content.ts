import type { Root } from 'hast';
import type { ApiModel } from '@accounts-docs/api-model';
import { declarationContent } from './declaration-content.ts';
import type { ContentContext } from './page-parts.ts';
import type { ApiPageOutline } from './outline.ts';
import { landingContent, packageContent, root } from './package-content.ts';

export type ApiContentContext = ContentContext;

/**
 * The content of one API page (landing, overview or declaration) as hast, rendered by the same
 * layout as the guide. Changelog pages are markdown files: the site model compiles them.
 */
export async function apiPageContent(
  page: ApiPageOutline,
  model: ApiModel,
  ctx: ApiContentContext,
): Promise<Root> {
  switch (page.kind) {
    case 'landing':
      return root(await landingContent(model, ctx));
    case 'package':
      return root(await packageContent(page.pkg!, ctx));
    case 'declaration':
      return root(await declarationContent(page.declaration!, page.pkg!, ctx));
    case 'changelog':
      throw new Error(`${page.route} is a markdown page: compile ${page.file}`);
  }
}
