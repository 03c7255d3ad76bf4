import type { DatabaseInterface } from '@accounts/types';
import { assertEqual, runner } from '../runner';

/** Magic-link login tokens. */
export function magicLinkSuite(db: () => DatabaseInterface): void {
  const { describe, it } = runner;
  describe('magic-link service', () => {
    it('finds a user by login token until tokens are removed', async () => {
      const userId = await db().createUser({ email: 'magic@example.com', password: 'hash' });
      await db().addLoginToken(userId, 'magic@example.com', 'login-token');
      assertEqual((await db().findUserByLoginToken('login-token'))?.id, userId, 'by login token');
      await db().removeAllLoginTokens(userId);
      assertEqual(await db().findUserByLoginToken('login-token'), null, 'after removal');
    });
  });
}
