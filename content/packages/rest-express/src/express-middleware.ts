import type { AccountsMagicLink } from '@accounts/magic-link';
import type { AccountsPassword } from '@accounts/password';
import type { AccountsServer } from '@accounts/server';
import type { ConnectionInformations } from '@accounts/types';
import { createRouter, type Handler, type Request, type Response, type Router } from './express-types';
import { userLoader } from './user-loader';

/** Wraps a route body: answers its result as JSON, or its error as `{ message, code }` with status 400. */
function route(body: (req: Request) => Promise<unknown>): Handler {
  return async (req: Request, res: Response) => {
    try {
      res.json((await body(req)) ?? null);
    } catch (error) {
      const { message, code } = error as { message?: string; code?: string };
      res.status(400).json({ message, code });
    }
  };
}

function infos(req: Request): ConnectionInformations {
  const userAgent = req.headers['user-agent'];
  return { ip: req.ip, userAgent: Array.isArray(userAgent) ? userAgent[0] : userAgent };
}

function requireUserId(req: Request): string {
  if (!req.userId) throw Object.assign(new Error('You must be logged in'), { code: 'Unauthorized' });
  return req.userId;
}

/**
 * Creates an express router exposing the server over REST, for use with `@accounts/rest-client`.
 *
 * Core routes are always mounted; `/password/*` routes only when a `password` service is
 * registered, and `/magiclink/*` only when a `magicLink` service is.
 *
 * @param accountsServer - The server to expose.
 * @param options - `path` is where the routes are mounted; defaults to `'/accounts'`.
 * @returns The router to pass to `app.use`.
 *
 * @example
 * ```ts
 * import accountsExpress, { userLoader } from '@accounts/rest-express';
 *
 * app.use(express.json());
 * app.use(accountsExpress(accountsServer, { path: '/auth' }));
 * ```
 */
export default function accountsExpress(accountsServer: AccountsServer, options: { path?: string } = {}): Router {
  const path = options.path ?? '/accounts';
  const router = createRouter();
  router.use(userLoader(accountsServer));

  router.get(`${path}/user`, route(async (req) => req.user ?? null));
  router.post(`${path}/impersonate`, route((req) =>
    accountsServer.impersonate(req.authToken ?? req.body?.accessToken, req.body?.impersonated ?? {}, infos(req))));
  router.post(`${path}/refreshTokens`, route((req) =>
    accountsServer.refreshTokens(req.body?.accessToken, req.body?.refreshToken, infos(req))));
  router.post(`${path}/logout`, route((req) => accountsServer.logout(req.authToken ?? '')));
  router.post(`${path}/:service/verifyAuthentication`, route((req) =>
    accountsServer.authenticateWithService(req.params.service ?? '', req.body ?? {}, infos(req))));
  router.post(`${path}/:service/authenticate`, route((req) =>
    accountsServer.loginWithService(req.params.service ?? '', req.body ?? {}, infos(req))));

  const password = accountsServer.services.password as AccountsPassword | undefined;
  if (password) {
    router.post(`${path}/password/register`, route(async (req) => ({ userId: await password.createUser(req.body?.user) })));
    router.post(`${path}/password/verifyEmail`, route((req) => password.verifyEmail(req.body?.token)));
    router.post(`${path}/password/resetPassword`, route((req) =>
      password.resetPassword(req.body?.token, req.body?.newPassword, infos(req))));
    router.post(`${path}/password/sendVerificationEmail`, route((req) => password.sendVerificationEmail(req.body?.email)));
    router.post(`${path}/password/sendResetPasswordEmail`, route((req) => password.sendResetPasswordEmail(req.body?.email)));
    router.post(`${path}/password/addEmail`, route((req) => password.addEmail(requireUserId(req), req.body?.newEmail)));
    router.post(`${path}/password/changePassword`, route((req) =>
      password.changePassword(requireUserId(req), req.body?.oldPassword, req.body?.newPassword)));
    router.post(`${path}/password/twoFactorSecret`, route(async () => ({ secret: password.twoFactor.getNewAuthSecret() })));
    router.post(`${path}/password/twoFactorSet`, route((req) =>
      password.twoFactor.set(requireUserId(req), req.body?.secret ?? {}, req.body?.code)));
    router.post(`${path}/password/twoFactorUnset`, route((req) => password.twoFactor.unset(requireUserId(req), req.body?.code)));
  }

  const magicLink = accountsServer.services.magicLink as AccountsMagicLink | undefined;
  if (magicLink) {
    router.post(`${path}/magiclink/requestMagicLinkEmail`, route((req) => magicLink.requestMagicLinkEmail(req.body?.email)));
  }
  return router;
}
