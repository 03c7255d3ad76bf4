/**
 * Dependency-injection token under which the user store (`DatabaseInterfaceUser` from `@accounts/types`) is provided.
 */
export const DatabaseInterfaceUserToken: unique symbol = Symbol('DatabaseInterfaceUser');

/**
 * Dependency-injection token under which the session store (`DatabaseInterfaceSessions` from `@accounts/types`)
 * is provided. When absent, the user store is expected to store sessions too.
 */
export const DatabaseInterfaceSessionsToken: unique symbol = Symbol('DatabaseInterfaceSessions');

/**
 * Dependency-injection token under which the {@link AccountsServerOptions} are provided.
 */
export const AccountsCoreConfigToken: unique symbol = Symbol('AccountsCoreConfig');

/**
 * Dependency-injection token under which the {@link AuthenticationServices} map is provided.
 */
export const AuthenticationServicesToken: unique symbol = Symbol('AuthenticationServices');
