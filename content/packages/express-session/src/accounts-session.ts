import type { AccountsServer } from '@accounts/server';
import type { ConnectionInformations, Tokens } from '@accounts/types';
import type { Middleware, RequestLike } from './http';
import type { AccountsSessionOptions } from './options';

/** Reads the connection details the server records with each session. */
function connectionOf(req: RequestLike): ConnectionInformations {
  const userAgent = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/** Narrows an unknown session value to a pair of tokens. */
function isTokens(value: unknown): value is Tokens {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<Tokens>).accessToken === 'string' &&
    typeof (value as Partial<Tokens>).refreshToken === 'string'
  );
}

/**
 * Stores accounts-js tokens in a server-side session (express-session)
 * instead of sending them to the browser, for apps rendered on the server.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import session from 'express-session';
 * import { AccountsSession } from '@accounts/express-session';
 *
 * const accountsSession = new AccountsSession(accountsServer, { user: { name: 'currentUser' } });
 *
 * const app = express();
 * app.use(session({ secret: 'keyboard cat', resave: false, saveUninitialized: false }));
 * app.use(accountsSession.middleware());
 *
 * app.post('/logout', async (req, res) => {
 *   await accountsSession.destroy(req);
 *   res.redirect('/');
 * });
 * ```
 */
export class AccountsSession {
  private readonly settings: {
    server: AccountsServer;
    name: string;
    user: Exclude<AccountsSessionOptions['user'], undefined>;
  };

  /**
   * Creates the session helper.
   *
   * @param accountsServer - Server used to resume, refresh and end sessions.
   * @param options - Session key and user resolution settings.
   */
  constructor(accountsServer: AccountsServer, options: AccountsSessionOptions = {}) {
    this.settings = {
      server: accountsServer,
      name: options.name ?? 'accountsJsTokens',
      user: options.user ?? { name: 'user', resolve: true },
    };
  }

  /**
   * Returns an express middleware that checks the stored session, renews the
   * tokens when the access token is no longer accepted and, unless
   * `user: false` was given, puts the logged-in user on the request.
   *
   * @returns The middleware, to pass to `app.use`.
   */
  middleware(): Middleware {
    return async (req, _res, next) => {
      try {
        const { server, user } = this.settings;
        const stored = this.get(req);
        if (!stored) return next();
        const resumed = await server.resumeSession(stored.accessToken).catch(async () => {
          const renewed = await this.renew(req);
          return renewed ? server.resumeSession(renewed.accessToken) : undefined;
        });
        if (resumed && user) {
          req.userId = resumed.id;
          if (user.resolve !== false) req[user.name ?? 'user'] = resumed;
        }
        next();
      } catch (error) {
        next(error);
      }
    };
  }

  /**
   * Logs out on the server and removes the tokens from the session.
   *
   * @param req - The current request.
   */
  async destroy(req: RequestLike): Promise<void> {
    const tokens = this.get(req);
    try {
      if (tokens) await this.settings.server.logout(tokens.accessToken);
    } finally {
      this.clear(req);
    }
  }

  /**
   * Reads the tokens stored in the session.
   *
   * @param req - The current request.
   * @returns The tokens, or `undefined` when the session holds none.
   */
  get(req: RequestLike): Tokens | undefined {
    const stored = req.session?.[this.settings.name];
    return isTokens(stored) ? stored : undefined;
  }

  /**
   * Exchanges the stored tokens for new ones and saves them in the session.
   * When the server refuses them, the session is cleared.
   *
   * @param req - The current request.
   * @returns The new tokens, or `undefined` when there was no valid session.
   */
  async renew(req: RequestLike): Promise<Tokens | undefined> {
    const tokens = this.get(req);
    if (!tokens) return undefined;
    try {
      const result = await this.settings.server.refreshTokens(
        tokens.accessToken,
        tokens.refreshToken,
        connectionOf(req)
      );
      this.set(req, result.tokens);
      return result.tokens;
    } catch {
      this.clear(req);
      return undefined;
    }
  }

  /**
   * Saves tokens in the session, typically right after a login.
   *
   * @param req - The current request.
   * @param tokens - The tokens returned by the login.
   */
  set(req: RequestLike, tokens: Tokens): void {
    if (!req.session) throw new Error('express-session must run before AccountsSession');
    req.session[this.settings.name] = tokens;
  }

  /**
   * Removes the tokens from the session without contacting the server.
   *
   * @param req - The current request.
   */
  clear(req: RequestLike): void {
    if (req.session) delete req.session[this.settings.name];
  }
}
