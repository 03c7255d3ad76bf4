/**
 * Dependency-injection token under which the {@link AccountsMagicLinkOptions} are provided.
 */
export const AccountsMagicLinkConfigToken: unique symbol = Symbol('AccountsMagicLinkConfig');
