import type { DatabaseInterface } from '@accounts/types';
import { assertEqual, assertPresent, runner } from '../runner';

const connection = { ip: '203.0.113.7', userAgent: 'database-tests' };

/** Creating, finding, updating and revoking sessions. */
export function sessionsSuite(db: () => DatabaseInterface): void {
  const { describe, it } = runner;
  describe('sessions', () => {
    it('creates a session and finds it by id and by token', async () => {
      const sessionId = await db().createSession('user-1', 'session-token', connection, { device: 'laptop' });
      const byId = await db().findSessionById(sessionId);
      assertPresent(byId, 'findSessionById');
      assertEqual([byId.userId, byId.valid, byId.ip], ['user-1', true, connection.ip], 'session fields');
      assertEqual((await db().findSessionByToken('session-token'))?.id, sessionId, 'findSessionByToken');
    });

    it('rotates the token on update', async () => {
      const sessionId = await db().createSession('user-1', 'old-token', connection);
      await db().updateSession(sessionId, connection, 'new-token');
      assertEqual((await db().findSessionByToken('new-token'))?.id, sessionId, 'by new token');
    });

    it('invalidates one session', async () => {
      const sessionId = await db().createSession('user-1', 'to-revoke', connection);
      await db().invalidateSession(sessionId);
      assertEqual((await db().findSessionById(sessionId))?.valid ?? false, false, 'valid');
    });

    it('invalidates all sessions of a user but the excluded ones', async () => {
      const kept = await db().createSession('user-2', 'kept', connection);
      const revoked = await db().createSession('user-2', 'revoked', connection);
      await db().invalidateAllSessions('user-2', [kept]);
      assertEqual((await db().findSessionById(kept))?.valid, true, 'kept session');
      assertEqual((await db().findSessionById(revoked))?.valid ?? false, false, 'revoked session');
    });
  });
}
