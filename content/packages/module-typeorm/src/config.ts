import type { DatabaseType } from '@accounts/types';
import type { User, UserEmail, UserService, UserSession } from '@accounts/typeorm';

/** The part of a TypeORM `DataSource` the module needs: access to entity repositories. */
interface DataSourceLike {
  readonly isInitialized: boolean;
  getRepository<Entity extends object>(target: abstract new (...args: never[]) => Entity): unknown;
}

/**
 * Options of {@link createAccountsTypeORMModule}. The entity options let you replace the
 * default entities with subclasses that carry extra columns.
 */
export interface AccountsTypeORMModuleConfig {
  /** An initialized TypeORM data source whose entities include the accounts entities. */
  connection: DataSourceLike;
  /**
   * Which records this module stores.
   * @defaultValue `DatabaseType.Both`
   */
  type?: DatabaseType;
  /** Entity class for users; defaults to `User` of `@accounts/typeorm`. */
  UserEntity?: typeof User;
  /** Entity class for email addresses; defaults to `UserEmail`. */
  UserEmailEntity?: typeof UserEmail;
  /** Entity class for sessions; defaults to `UserSession`. */
  UserSessionEntity?: typeof UserSession;
  /** Entity class for per-service data such as password hashes; defaults to `UserService`. */
  UserServiceEntity?: typeof UserService;
}
