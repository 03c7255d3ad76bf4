import type { DatabaseInterface } from '@accounts/types';
import { assertEqual, assertPresent, runner } from '../runner';

/** Emails, usernames, password hashes and their tokens. */
export function passwordSuite(db: () => DatabaseInterface): void {
  const { describe, it } = runner;
  describe('password service', () => {
    it('finds a user by email whatever its case', async () => {
      const userId = await db().createUser({ email: 'Ada@Example.com', password: 'hash' });
      assertEqual((await db().findUserByEmail('ada@example.COM'))?.id, userId, 'findUserByEmail');
    });

    it('renames a user', async () => {
      const userId = await db().createUser({ username: 'before', password: 'hash' });
      await db().setUsername(userId, 'after');
      assertEqual((await db().findUserByUsername('after'))?.id, userId, 'findUserByUsername');
      assertEqual(await db().findUserByUsername('before'), null, 'old username');
    });

    it('stores and replaces the password hash', async () => {
      const userId = await db().createUser({ username: 'hasher', password: 'first-hash' });
      assertEqual(await db().findPasswordHash(userId), 'first-hash', 'initial hash');
      await db().setPassword(userId, 'second-hash');
      assertEqual(await db().findPasswordHash(userId), 'second-hash', 'replaced hash');
    });

    it('finds a user by reset token until tokens are removed', async () => {
      const userId = await db().createUser({ email: 'reset@example.com', password: 'hash' });
      await db().addResetPasswordToken(userId, 'reset@example.com', 'reset-token', 'reset');
      assertEqual((await db().findUserByResetPasswordToken('reset-token'))?.id, userId, 'by reset token');
      await db().removeAllResetPasswordTokens(userId);
      assertEqual(await db().findUserByResetPasswordToken('reset-token'), null, 'after removal');
    });

    it('verifies an added email', async () => {
      const userId = await db().createUser({ email: 'first@example.com', password: 'hash' });
      await db().addEmail(userId, 'second@example.com', false);
      await db().addEmailVerificationToken(userId, 'second@example.com', 'verify-token');
      assertEqual((await db().findUserByEmailVerificationToken('verify-token'))?.id, userId, 'by verification token');
      await db().verifyEmail(userId, 'second@example.com');
      const user = await db().findUserById(userId);
      assertPresent(user, 'findUserById');
      assertEqual(user.emails?.find((e) => e.address === 'second@example.com')?.verified, true, 'verified');
    });

    it('removes an email', async () => {
      const userId = await db().createUser({ email: 'gone@example.com', password: 'hash' });
      await db().removeEmail(userId, 'gone@example.com');
      assertEqual(await db().findUserByEmail('gone@example.com'), null, 'after removeEmail');
    });
  });
}
