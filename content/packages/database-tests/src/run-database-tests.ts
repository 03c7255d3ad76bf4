import type { DatabaseInterface } from '@accounts/types';
import { runner } from './runner';
import { magicLinkSuite } from './suites/magic-link';
import { passwordSuite } from './suites/password';
import { sessionsSuite } from './suites/sessions';
import { userSuite } from './suites/user';

/** The suites, by the part of `DatabaseInterface` they cover. */
const suites = {
  user: userSuite,
  password: passwordSuite,
  magicLink: magicLinkSuite,
  sessions: sessionsSuite,
} satisfies Record<string, (db: () => DatabaseInterface) => void>;

/**
 * Registers the shared database test suite with the test runner (Jest or
 * Vitest with globals). Every adapter runs it to prove it behaves like the
 * others: users, password and magic-link storage, and sessions.
 *
 * @typeParam Database - The adapter under test.
 * @param testDatabase - How to open, empty and close the database.
 * @param options - `suites` limits the run to some parts of the interface.
 *
 * @example
 * ```ts
 * // mongo.test.ts
 * import { MongoClient } from 'mongodb';
 * import { runDatabaseTests } from '@accounts/database-tests';
 * import { Mongo } from '@accounts/mongo';
 *
 * const client = new MongoClient('mongodb://localhost:27017');
 *
 * runDatabaseTests({
 *   async setup() {
 *     await client.connect();
 *     const db = new Mongo(client.db('accounts-tests'));
 *     await db.setupIndexes();
 *     return db;
 *   },
 *   clear: () => client.db('accounts-tests').dropDatabase().then(() => undefined),
 *   teardown: () => client.close(),
 * });
 * ```
 */
export function runDatabaseTests<Database extends DatabaseInterface>(
  testDatabase: {
    /** Connects and returns the adapter under test; called once. */
    setup(): Promise<Database>;
    /** Empties every collection or table; called before each test. */
    clear(): Promise<void>;
    /** Closes the connection; called once after all tests. */
    teardown(): Promise<void>;
  },
  { suites: selected = ['user', 'password', 'magicLink', 'sessions'] }: { suites?: readonly (keyof typeof suites)[] } = {}
): void {
  let database: Database | undefined;
  const db = (): Database => {
    if (!database) throw new Error('runDatabaseTests: setup() has not resolved yet');
    return database;
  };

  runner.describe('DatabaseInterface', () => {
    runner.beforeAll(async () => {
      database = await testDatabase.setup();
    });
    runner.beforeEach(() => testDatabase.clear());
    runner.afterAll(() => testDatabase.teardown());
    for (const name of selected) suites[name](db);
  });
}
