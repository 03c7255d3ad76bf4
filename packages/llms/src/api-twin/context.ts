import type { ApiModel } from '@accounts-docs/api-model';
import type { ApiRoutes } from '@accounts-docs/api-pages';

export interface ApiTwinContext {
  model: ApiModel;
  /** The API's routes, giving absolute URLs (the twins' where a page has one). */
  routes: ApiRoutes;
  /** The site's root URL (`https://example.com/`): links under it are the site's own. */
  siteUrl: string;
  /** Base URL of the repository's files (`api.sourceUrl`), for "Defined in" links. */
  sourceUrl: string | undefined;
  /** The files the repository has (paths from the project root); absent: not known. */
  sourceFiles?: ReadonlySet<string> | undefined;
  /** The href of the page being written (set by `apiTwinTree`): its own name is not linked. */
  self?: string;
}
