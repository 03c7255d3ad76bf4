import { AccountsMongoConfigToken, Mongo, MongoConnectionToken } from '@accounts/mongo';
import { DatabaseInterfaceSessionsToken, DatabaseInterfaceUserToken } from '@accounts/server';
import { DatabaseType } from '@accounts/types';
import type { AccountsMongoModuleConfig } from './config';
import { createModule, type GraphQLModuleLike, type ProviderLike } from './graphql-modules';

/**
 * Creates a GraphQL module that stores users, sessions or both in MongoDB through the `Mongo`
 * adapter of `@accounts/mongo`. It adds no types to the schema, only providers.
 *
 * @param config - The database handle and adapter options.
 * @returns A GraphQL Modules module to add next to the core module.
 *
 * @example
 * ```ts
 * const client = await MongoClient.connect('mongodb://localhost:27017');
 * const application = createApplication({
 *   modules: [
 *     createAccountsCoreModule({ tokenSecret: 'secret' }),
 *     createAccountsPasswordModule(),
 *     createAccountsMongoModule({ dbConn: client.db('accounts'), storage: { collectionName: 'people' } }),
 *   ],
 * });
 * ```
 */
export function createAccountsMongoModule(config: AccountsMongoModuleConfig): GraphQLModuleLike {
  const type = config.type ?? DatabaseType.Both;
  const providers: ProviderLike[] = [
    { provide: MongoConnectionToken, useValue: config.dbConn },
    { provide: AccountsMongoConfigToken, useValue: config.storage ?? {} },
    { provide: Mongo, useClass: Mongo },
  ];
  if (type === DatabaseType.User || type === DatabaseType.Both) {
    providers.push({ provide: DatabaseInterfaceUserToken, useExisting: Mongo, global: true });
  }
  if (type === DatabaseType.Sessions || type === DatabaseType.Both) {
    providers.push({ provide: DatabaseInterfaceSessionsToken, useExisting: Mongo, global: true });
  }

  return createModule({ id: `accounts-mongo-${type.toLowerCase()}`, typeDefs: [], providers });
}
