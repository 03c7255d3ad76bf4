/**
 * The part of MikroORM's `Collection` (a to-many relation) that entities and
 * the adapter use.
 */
export interface EntityCollection<T> extends Iterable<T> {
  getItems(): T[];
  add(...items: T[]): void;
  remove(...items: T[]): void;
}

/** An in-memory collection for entities created in code, before MikroORM manages them. */
export function createCollection<T>(items: T[] = []): EntityCollection<T> {
  return {
    getItems: () => [...items],
    add: (...added) => void items.push(...added),
    remove: (...removed) => void items.splice(0, items.length, ...items.filter((item) => !removed.includes(item))),
    [Symbol.iterator]: () => items[Symbol.iterator](),
  };
}
