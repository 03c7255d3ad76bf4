import type { DatabaseInterface } from '@accounts/types';
import { assertEqual, assertPresent, runner } from '../runner';

/** Finding users, deactivating them, and linking external services. */
export function userSuite(db: () => DatabaseInterface): void {
  const { describe, it } = runner;
  describe('users', () => {
    it('creates a user and finds it by id', async () => {
      const userId = await db().createUser({ username: 'ada', email: 'ada@example.com', password: 'hash' });
      const user = await db().findUserById(userId);
      assertPresent(user, 'findUserById');
      assertEqual(user.username, 'ada', 'username');
      assertEqual(user.deactivated, false, 'deactivated');
    });

    it('returns null for an unknown id', async () => {
      assertEqual(await db().findUserById('000000000000000000000000'), null, 'findUserById');
    });

    it('deactivates and reactivates a user', async () => {
      const userId = await db().createUser({ username: 'grace', password: 'hash' });
      await db().setUserDeactivated(userId, true);
      assertEqual((await db().findUserById(userId))?.deactivated, true, 'after deactivation');
      await db().setUserDeactivated(userId, false);
      assertEqual((await db().findUserById(userId))?.deactivated, false, 'after reactivation');
    });

    it('finds a user by service id until the service is unset', async () => {
      const userId = await db().createUser({ email: 'linus@example.com', password: 'hash' });
      await db().setService(userId, 'github', { id: 'gh-42', login: 'linus' });
      assertEqual((await db().findUserByServiceId('github', 'gh-42'))?.id, userId, 'findUserByServiceId');
      await db().unsetService(userId, 'github');
      assertEqual(await db().findUserByServiceId('github', 'gh-42'), null, 'after unsetService');
    });
  });
}
