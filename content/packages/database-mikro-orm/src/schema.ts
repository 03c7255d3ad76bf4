import { DefaultUser } from './entity/default-user';
import { Email } from './entity/email';
import { Service } from './entity/service';
import { Session } from './entity/session';
import type { IUser } from './entity/user';

/** Any entity class, possibly abstract. */
type EntityClass<Entity = unknown> = abstract new (...args: never[]) => Entity;

/** How one property is mapped: a column or a relation. */
type PropertyMeta =
  | {
      kind?: 'scalar';
      type: 'number' | 'string' | 'boolean' | 'Date' | 'json';
      primary?: true;
      nullable?: boolean;
      unique?: boolean;
      index?: boolean;
      default?: string | number | boolean;
      onCreate?: () => unknown;
      onUpdate?: () => unknown;
    }
  | { kind: '1:m'; entity: () => EntityClass; mappedBy: 'user' }
  | { kind: 'm:1'; entity: () => EntityClass };

/** Entity metadata in the shape accepted by MikroORM's `new EntitySchema(...)`. */
interface EntitySchemaMeta<Entity> {
  name: string;
  class: EntityClass<Entity>;
  abstract?: boolean;
  properties: { [Property in keyof Entity]?: PropertyMeta };
}

/** Options shared by the schema factories. */
interface SchemaOptions {
  /** Declare the entity abstract, so a subclass with its own schema provides the table. */
  abstract?: boolean;
}

const primaryKey = { type: 'number', primary: true } as const;
const timestamps = {
  createdAt: { type: 'Date', onCreate: () => new Date() },
  updatedAt: { type: 'Date', onCreate: () => new Date(), onUpdate: () => new Date() },
} as const;

/**
 * Describes the user entity for MikroORM.
 *
 * @param options - The entity classes to relate to, and whether the schema is abstract.
 * @returns The metadata to pass to `new EntitySchema(...)`.
 *
 * @example
 * ```ts
 * import { EntitySchema, MikroORM } from '@mikro-orm/core';
 * import { getUserSchema, getEmailSchema, getServiceSchema, getSessionSchema } from '@accounts/mikro-orm';
 *
 * const orm = await MikroORM.init({
 *   entities: [getUserSchema(), getEmailSchema(), getServiceSchema(), getSessionSchema()].map(
 *     (meta) => new EntitySchema(meta)
 *   ),
 *   dbName: 'accounts',
 * });
 * ```
 */
export function getUserSchema({
  AccountsUser = DefaultUser,
  EmailEntity = Email,
  SessionEntity = Session,
  ServiceEntity = Service,
  abstract = false,
}: SchemaOptions & {
  AccountsUser?: EntityClass<IUser<any, any, any>>;
  EmailEntity?: EntityClass<Email<any>>;
  SessionEntity?: EntityClass<Session<any>>;
  ServiceEntity?: EntityClass<Service<any>>;
} = {}): EntitySchemaMeta<IUser<any, any, any>> {
  return {
    name: 'User',
    class: AccountsUser,
    abstract,
    properties: {
      id: primaryKey,
      username: { type: 'string', nullable: true, unique: true },
      services: { kind: '1:m', entity: () => ServiceEntity, mappedBy: 'user' },
      emails: { kind: '1:m', entity: () => EmailEntity, mappedBy: 'user' },
      sessions: { kind: '1:m', entity: () => SessionEntity, mappedBy: 'user' },
      deactivated: { type: 'boolean', default: false },
      ...timestamps,
    },
  };
}

/**
 * Describes the {@link Email} entity for MikroORM.
 *
 * @param options - The user entity class, and whether the schema is abstract.
 * @returns The metadata to pass to `new EntitySchema(...)`.
 */
export function getEmailSchema({
  UserEntity = DefaultUser,
  abstract = false,
}: SchemaOptions & { UserEntity?: EntityClass<IUser<any, any, any>> } = {}): EntitySchemaMeta<Email<any>> {
  return {
    name: 'Email',
    class: Email,
    abstract,
    properties: {
      id: primaryKey,
      user: { kind: 'm:1', entity: () => UserEntity },
      address: { type: 'string', unique: true },
      verified: { type: 'boolean', default: false },
    },
  };
}

/**
 * Describes the {@link Service} entity for MikroORM.
 *
 * @param options - The user entity class, and whether the schema is abstract.
 * @returns The metadata to pass to `new EntitySchema(...)`.
 */
export function getServiceSchema({
  UserEntity = DefaultUser,
  abstract = false,
}: SchemaOptions & { UserEntity?: EntityClass<IUser<any, any, any>> } = {}): EntitySchemaMeta<Service<any>> {
  return {
    name: 'Service',
    class: Service,
    abstract,
    properties: {
      id: primaryKey,
      user: { kind: 'm:1', entity: () => UserEntity },
      name: { type: 'string', index: true },
      token: { type: 'string', nullable: true, index: true },
      options: { type: 'json', nullable: true },
    },
  };
}

/**
 * Describes the {@link Session} entity for MikroORM.
 *
 * @param options - The user entity class, and whether the schema is abstract.
 * @returns The metadata to pass to `new EntitySchema(...)`.
 */
export function getSessionSchema({
  UserEntity = DefaultUser,
  abstract = false,
}: SchemaOptions & { UserEntity?: EntityClass<IUser<any, any, any>> } = {}): EntitySchemaMeta<Session<any>> {
  return {
    name: 'Session',
    class: Session,
    abstract,
    properties: {
      id: primaryKey,
      user: { kind: 'm:1', entity: () => UserEntity },
      token: { type: 'string', unique: true },
      valid: { type: 'boolean', default: true },
      userAgent: { type: 'string', nullable: true },
      ip: { type: 'string', nullable: true },
      extra: { type: 'json', nullable: true },
      ...timestamps,
    },
  };
}
