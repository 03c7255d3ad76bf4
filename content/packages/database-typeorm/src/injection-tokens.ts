/** Dependency-injection token of the `Repository<User>` given to {@link AccountsTypeorm}. */
export const UserToken: unique symbol = Symbol('UserRepository');

/** Dependency-injection token of the `Repository<UserEmail>` given to {@link AccountsTypeorm}. */
export const UserEmailToken: unique symbol = Symbol('UserEmailRepository');

/** Dependency-injection token of the `Repository<UserService>` given to {@link AccountsTypeorm}. */
export const UserServiceToken: unique symbol = Symbol('UserServiceRepository');

/** Dependency-injection token of the `Repository<UserSession>` given to {@link AccountsTypeorm}. */
export const UserSessionToken: unique symbol = Symbol('UserSessionRepository');

/** Dependency-injection token of the {@link AccountsTypeormOptions}. */
export const AccountsTypeORMConfigToken: unique symbol = Symbol('AccountsTypeORMConfig');
