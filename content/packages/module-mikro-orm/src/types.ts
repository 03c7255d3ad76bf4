import type { AccountsMikroOrm, EmailCtor, ServiceCtor, SessionCtor, UserCtor } from '@accounts/mikro-orm';
import type { DatabaseType, User } from '@accounts/types';

/** The entity-manager methods the `@accounts/mikro-orm` adapter calls. */
type AdapterEntityManager = ConstructorParameters<typeof AccountsMikroOrm>[0]['em'];

/** The part of MikroORM's `EntityManager` this module uses: the adapter's needs plus `fork`. */
interface EntityManagerLike extends AdapterEntityManager {
  fork(options?: { clear?: boolean }): EntityManagerLike;
}

/**
 * Options of {@link createAccountsMikroORMModule}. The entity options let you replace the
 * default entities with your own subclasses.
 */
export interface AccountsMikroORMModuleConfig {
  /** The root entity manager of your MikroORM instance (`orm.em`); it is forked for every operation. */
  em: EntityManagerLike;
  /**
   * Which records this module stores.
   * @defaultValue `DatabaseType.Both`
   */
  type?: DatabaseType;
  /** Entity class for users, usually built with `getUserCtor` from `@accounts/mikro-orm`. */
  UserEntity?: UserCtor;
  /** Entity class for email addresses; defaults to `Email`. */
  EmailEntity?: EmailCtor<InstanceType<UserCtor>>;
  /** Entity class for sessions; defaults to `Session`. */
  SessionEntity?: SessionCtor<InstanceType<UserCtor>>;
  /** Entity class for per-service data; defaults to `Service`. */
  ServiceEntity?: ServiceCtor<InstanceType<UserCtor>>;
}

/**
 * The context fields added by the MikroORM {@link context} helper.
 *
 * @typeParam CustomUser - The user type of your application.
 */
export interface IContext<CustomUser extends User = User> {
  /**
   * The logged-in user.
   * @deprecated Use the `user` of `AccountsContextGraphQLModules` from `@accounts/module-core` instead.
   */
  user?: CustomUser;
  /** An entity manager forked for the current request, so identity maps are not shared. */
  em: EntityManagerLike;
}
