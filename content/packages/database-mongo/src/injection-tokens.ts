/**
 * Dependency-injection token under which the MongoDB database handle given to
 * {@link Mongo} is provided (see `@accounts/module-mongo`).
 */
export const MongoConnectionToken: unique symbol = Symbol('MongoConnection');

/**
 * Dependency-injection token under which the {@link AccountsMongoOptions}
 * given to {@link Mongo} are provided.
 */
export const AccountsMongoConfigToken: unique symbol = Symbol('AccountsMongoConfig');
