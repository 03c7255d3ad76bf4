/**
 * Dependency-injection token under which the {@link AccountsPasswordOptions} are provided.
 */
export const AccountsPasswordConfigToken: unique symbol = Symbol('AccountsPasswordConfig');
