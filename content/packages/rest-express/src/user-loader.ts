import type { AccountsServer } from '@accounts/server';
import type { Handler, NextFunction, Request, Response } from './express-types';

function readAccessToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  if (value?.startsWith('Bearer ')) return value.slice('Bearer '.length);
  return typeof req.body?.accessToken === 'string' ? req.body.accessToken : undefined;
}

/**
 * Creates an express middleware that resolves the access token of each request
 * (`Authorization: Bearer …` header or `accessToken` body field) and sets `req.user`,
 * `req.userId` and `req.authToken`. Requests without a valid token pass through anonymously.
 *
 * @param accountsServer - The server used to resume the session.
 * @returns The middleware.
 *
 * @example
 * ```ts
 * app.use(userLoader(accountsServer));
 * app.get('/me', (req, res) => res.json(req.user ?? null));
 * ```
 */
export function userLoader(accountsServer: AccountsServer): Handler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const accessToken = readAccessToken(req);
    if (accessToken) {
      try {
        const user = await accountsServer.resumeSession(accessToken);
        req.authToken = accessToken;
        req.user = user;
        req.userId = user.id;
      } catch {
        // An invalid or expired token makes the request anonymous; routes decide what that means.
      }
    }
    next();
  };
}
