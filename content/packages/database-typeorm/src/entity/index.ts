import { User } from './user';
import { UserEmail } from './user-email';
import { UserService } from './user-service';
import { UserSession } from './user-session';

/**
 * The four entity classes, to add to the `entities` of a TypeORM data source.
 *
 * @example
 * ```ts
 * import { DataSource } from 'typeorm';
 * import { entities } from '@accounts/typeorm';
 *
 * const dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, entities });
 * ```
 */
export const entities = [User, UserEmail, UserService, UserSession] as const;
