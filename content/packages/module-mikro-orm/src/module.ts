import { AccountsMikroOrm, EmailToken, ServiceToken, SessionToken, UserToken } from '@accounts/mikro-orm';
import { DatabaseInterfaceSessionsToken, DatabaseInterfaceUserToken } from '@accounts/server';
import { DatabaseType } from '@accounts/types';
import { createModule, type GraphQLModuleLike, type ProviderLike } from './graphql-modules';
import type { AccountsMikroORMModuleConfig } from './types';

/**
 * Creates a GraphQL module that stores users, sessions or both through the
 * `AccountsMikroOrm` adapter. A new adapter, on a fork of the entity manager, is created for
 * every GraphQL operation.
 *
 * @param config - The entity manager, the record type and optional entity overrides.
 * @returns A GraphQL Modules module to add next to the core module.
 *
 * @example
 * ```ts
 * const orm = await MikroORM.init(mikroOrmConfig);
 * const application = createApplication({
 *   modules: [
 *     createAccountsCoreModule({ tokenSecret: 'secret' }),
 *     createAccountsPasswordModule(),
 *     createAccountsMikroORMModule({ em: orm.em, UserEntity: User }),
 *   ],
 * });
 * ```
 */
export function createAccountsMikroORMModule({
  em,
  type = DatabaseType.Both,
  UserEntity,
  EmailEntity,
  SessionEntity,
  ServiceEntity,
}: AccountsMikroORMModuleConfig): GraphQLModuleLike {
  const entities: ReadonlyArray<readonly [token: symbol, entity: unknown]> = [
    [UserToken, UserEntity],
    [EmailToken, EmailEntity],
    [SessionToken, SessionEntity],
    [ServiceToken, ServiceEntity],
  ];
  const providers: ProviderLike[] = entities
    .filter(([, entity]) => entity !== undefined)
    .map(([token, entity]) => ({ provide: token, useValue: entity }));

  providers.push({
    provide: AccountsMikroOrm,
    scope: 'Operation',
    useFactory: () => new AccountsMikroOrm({ em: em.fork(), UserEntity, EmailEntity, SessionEntity, ServiceEntity }),
  });
  if (type !== DatabaseType.Sessions) {
    providers.push({ provide: DatabaseInterfaceUserToken, useExisting: AccountsMikroOrm, global: true });
  }
  if (type !== DatabaseType.User) {
    providers.push({ provide: DatabaseInterfaceSessionsToken, useExisting: AccountsMikroOrm, global: true });
  }

  return createModule({ id: `accounts-mikro-orm-${type.toLowerCase()}`, typeDefs: [], providers });
}
