/** Dependency-injection token of the user entity class used by {@link AccountsMikroOrm}. */
export const UserToken: unique symbol = Symbol('UserEntity');

/** Dependency-injection token of the {@link Email} entity class used by {@link AccountsMikroOrm}. */
export const EmailToken: unique symbol = Symbol('EmailEntity');

/** Dependency-injection token of the {@link Service} entity class used by {@link AccountsMikroOrm}. */
export const ServiceToken: unique symbol = Symbol('ServiceEntity');

/** Dependency-injection token of the {@link Session} entity class used by {@link AccountsMikroOrm}. */
export const SessionToken: unique symbol = Symbol('SessionEntity');
