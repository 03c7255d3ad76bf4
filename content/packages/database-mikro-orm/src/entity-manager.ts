/**
 * The MikroORM `EntityManager` methods the adapter calls, declared
 * structurally so that any MikroORM version fits.
 */

/** An entity class. */
export type EntityClass<Entity> = abstract new (...args: never[]) => Entity;

/** Query conditions: entity fields, possibly nested for relations and JSON columns. */
export type FilterQuery = Record<string, unknown>;

/** An entity manager, usually forked per request (`orm.em.fork()`). */
export interface EntityManagerLike {
  findOne<Entity extends object>(
    entity: EntityClass<Entity>,
    where: FilterQuery,
    options?: { populate?: readonly string[] }
  ): Promise<Entity | null>;
  find<Entity extends object>(entity: EntityClass<Entity>, where: FilterQuery): Promise<Entity[]>;
  getReference<Entity extends object>(entity: EntityClass<Entity>, id: number): Entity;
  persistAndFlush(entity: object | readonly object[]): Promise<void>;
  removeAndFlush(entity: object | readonly object[]): Promise<void>;
}
