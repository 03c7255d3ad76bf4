import {
  AccountsTypeORMConfigToken,
  AccountsTypeorm,
  User,
  UserEmail,
  UserEmailToken,
  UserService,
  UserServiceToken,
  UserSession,
  UserSessionToken,
  UserToken,
  type AccountsTypeormOptions,
} from '@accounts/typeorm';
import { DatabaseInterfaceSessionsToken, DatabaseInterfaceUserToken } from '@accounts/server';
import { DatabaseType } from '@accounts/types';
import type { AccountsTypeORMModuleConfig } from './config';
import { createModule, type GraphQLModuleLike, type ProviderLike } from './graphql-modules';

/**
 * Creates a GraphQL module that stores users, sessions or both in a SQL database through the
 * `AccountsTypeorm` adapter. Each entity token is bound to a repository of the configured
 * entity class.
 *
 * @param config - The data source and optional entity overrides ({@link AccountsTypeORMModuleConfig}),
 * merged with the adapter options.
 * @returns A GraphQL Modules module to add next to the core module.
 *
 * @example
 * ```ts
 * const dataSource = await new DataSource({ type: 'postgres', url, entities }).initialize();
 * const application = createApplication({
 *   modules: [
 *     createAccountsCoreModule({ tokenSecret: 'secret' }),
 *     createAccountsPasswordModule(),
 *     createAccountsTypeORMModule({ connection: dataSource }),
 *   ],
 * });
 * ```
 */
export function createAccountsTypeORMModule({
  connection,
  type = DatabaseType.Both,
  UserEntity = User,
  UserEmailEntity = UserEmail,
  UserSessionEntity = UserSession,
  UserServiceEntity = UserService,
  ...options
}: AccountsTypeORMModuleConfig & AccountsTypeormOptions): GraphQLModuleLike {
  const providers: ProviderLike[] = [
    { provide: AccountsTypeORMConfigToken, useValue: options },
    { provide: UserToken, useFactory: () => connection.getRepository(UserEntity) },
    { provide: UserEmailToken, useFactory: () => connection.getRepository(UserEmailEntity) },
    { provide: UserSessionToken, useFactory: () => connection.getRepository(UserSessionEntity) },
    { provide: UserServiceToken, useFactory: () => connection.getRepository(UserServiceEntity) },
    { provide: AccountsTypeorm, useClass: AccountsTypeorm },
  ];
  if (type !== DatabaseType.Sessions) {
    providers.push({ provide: DatabaseInterfaceUserToken, useExisting: AccountsTypeorm, global: true });
  }
  if (type !== DatabaseType.User) {
    providers.push({ provide: DatabaseInterfaceSessionsToken, useExisting: AccountsTypeorm, global: true });
  }

  return createModule({ id: `accounts-typeorm-${type.toLowerCase()}`, typeDefs: [], providers });
}
