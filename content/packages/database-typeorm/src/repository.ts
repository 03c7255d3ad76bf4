/**
 * The TypeORM `Repository` methods the adapter calls, declared structurally
 * so that any TypeORM version fits.
 */

/** Column conditions of a query: any subset of the entity's fields. */
export type Where<Entity> = { [Column in keyof Entity]?: Entity[Column] };

/** Options of `findOne` and `find` used here. */
export interface FindOptions<Entity> {
  where: Where<Entity>;
  relations?: readonly string[];
  cache?: boolean | number;
}

/** A repository of one entity class. */
export interface Repository<Entity> {
  findOne(options: FindOptions<Entity>): Promise<Entity | null>;
  find(options: FindOptions<Entity>): Promise<Entity[]>;
  create(values: Partial<Entity>): Entity;
  save(entity: Entity): Promise<Entity>;
  update(criteria: Where<Entity>, values: Partial<Entity>): Promise<{ affected?: number | null }>;
  delete(criteria: Where<Entity>): Promise<{ affected?: number | null }>;
}
