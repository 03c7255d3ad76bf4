import { RouteTable } from '@accounts-docs/routes';

/** A small route table like the accounts-js site's. */
export function siteRoutes(baseUrl = '/'): RouteTable {
  return new RouteTable(baseUrl, {
    pages: new Map<string, ReadonlySet<string>>([
      ['/', new Set(['features'])],
      ['/docs/introduction', new Set(['why', 'install'])],
      ['/docs/server', new Set(['options', 'events', 'hooks', 'api', 'errors', 'examples', 'types'])],
      ['/docs/databases/mongo', new Set(['options', 'indexes'])],
      ['/docs/café', new Set(['menu', 'crème'])],
      ['/docs/empty', new Set()],
      ['/api/accounts-server/classes/AccountsServer', new Set(['constructor', 'loginwithservice'])],
    ]),
    files: ['/img/logo.svg', '/sitemap.xml', '/assets/css/styles.abc123.css'],
  });
}
