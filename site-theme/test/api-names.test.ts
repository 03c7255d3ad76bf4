import { describe, expect, it } from 'vitest';
import { matchApiNames, nameGroups, type ApiName } from '../client/islands/search/api-names.ts';

const name = (entry: Partial<ApiName> & { name: string; url: string }): ApiName => ({
  kind: 'class',
  pkg: '@x/server',
  parent: '',
  summary: '',
  ...entry,
});
const NAMES: ApiName[] = [
  name({ name: 'AccountsClient', url: '/api/client/class/AccountsClient', pkg: '@x/client' }),
  name({
    name: 'refreshTokens',
    url: '/api/client/class/AccountsClient#refreshTokens',
    kind: 'method',
    parent: 'AccountsClient',
  }),
  name({
    name: 'logout',
    url: '/api/client/class/AccountsClient#logout',
    kind: 'method',
    parent: 'AccountsClient',
  }),
  name({ name: 'AccountsServer', url: '/api/server/class/AccountsServer', summary: 'The <server> & more.' }),
  name({
    name: 'refreshTokens',
    url: '/api/server/class/AccountsServer#refreshTokens',
    kind: 'method',
    parent: 'AccountsServer',
  }),
  name({
    name: 'logout',
    url: '/api/server/class/AccountsServer#logout',
    kind: 'method',
    parent: 'AccountsServer',
  }),
  name({ name: 'RefreshTokensErrors', url: '/api/server/enum/RefreshTokensErrors', kind: 'enum' }),
  name({ name: 'Mongo', url: '/api/mongo/class/Mongo' }),
];
const urls = (list: ApiName[]) => list.map((entry) => entry.url);

describe('matchApiNames', () => {
  it("puts a name of more than one word first, in any case; ties in the engine's order of their pages", () => {
    const serverFirst = (url: string) => (url.includes('AccountsServer') ? 0 : 1);
    expect(urls(matchApiNames(NAMES, 'refreshtokens', serverFirst).first)).toEqual([
      '/api/server/class/AccountsServer#refreshTokens',
      '/api/client/class/AccountsClient#refreshTokens',
    ]);
    // Written like a name: leading matches too, exact ones before them.
    expect(urls(matchApiNames(NAMES, 'refreshTokens', serverFirst).first)).toEqual([
      '/api/server/class/AccountsServer#refreshTokens',
      '/api/client/class/AccountsClient#refreshTokens',
      '/api/server/enum/RefreshTokensErrors',
    ]);
    expect(urls(matchApiNames(NAMES, 'AccountsSer').first)).toEqual(['/api/server/class/AccountsServer']);
  });

  it('keeps a plain lower-case word for after the guide pages', () => {
    expect(matchApiNames(NAMES, 'logout')).toEqual({ first: [], later: [NAMES[2], NAMES[5]] });
    expect(matchApiNames(NAMES, 'mongo')).toEqual({ first: [], later: [NAMES[7]] });
    expect(urls(matchApiNames(NAMES, 'Mongo').first)).toEqual(['/api/mongo/class/Mongo']);
    expect(matchApiNames(NAMES, 'accounts').later.map((n) => n.name)).toEqual([
      'AccountsClient',
      'AccountsServer',
    ]);
    expect(matchApiNames(NAMES, 'ac')).toEqual({ first: [], later: [] });
    expect(matchApiNames(NAMES, 'log out')).toEqual({ first: [], later: [] });
  });

  it('reads Class.member and Class#member', () => {
    for (const query of ['AccountsServer.logout', 'accountsserver#logout'])
      expect(urls(matchApiNames(NAMES, query).first)).toEqual(['/api/server/class/AccountsServer#logout']);
  });
});

describe('nameGroups', () => {
  it('groups names by page, marks the match, and keeps the summary text as text', () => {
    const { first } = matchApiNames(NAMES, 'AccountsServer');
    expect(nameGroups(first, 'AccountsServer')).toEqual([
      {
        title: 'AccountsServer',
        url: '/api/server/class/AccountsServer',
        label: 'API › @x/server',
        hits: [
          {
            url: '/api/server/class/AccountsServer',
            title: '<mark>AccountsServer</mark>',
            snippet: 'The &lt;server&gt; &amp; more.',
          },
        ],
      },
    ]);
    const members = nameGroups(matchApiNames(NAMES, 'AccountsServer.logout').first, 'AccountsServer.logout');
    expect(members[0]!.hits[0]!.title).toBe('AccountsServer.<mark>logout</mark>');
  });
});
