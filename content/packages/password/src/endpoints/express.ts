import type { ConnectionInformations } from '@accounts/types';
import type { AccountsPassword } from '../accounts-password';

// Minimal shapes of the express objects these handlers touch; the docs sources do not
// depend on express itself.
interface Request {
  method: string;
  params: Record<string, string | undefined>;
  body?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
  infos?: ConnectionInformations;
}
interface Response {
  status(code: number): Response;
  send(body: string): Response;
}
type NextFunction = (error?: unknown) => void;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}

/**
 * HTML of the page served by {@link resetPassword} on `GET`. The `{{token}}` placeholder is
 * replaced with the token from the URL; the form posts the token and the new password back.
 */
export const resetPasswordForm = page(
  'Reset your password',
  `<form method="POST">
  <input type="hidden" name="token" value="{{token}}" />
  <label>New password <input type="password" name="newPassword" autocomplete="new-password" required /></label>
  <button type="submit">Reset password</button>
</form>`
);

/**
 * Express middleware recording the client's IP address and user agent as `req.infos`, the
 * {@link ConnectionInformations} the other handlers pass to the strategy.
 *
 * @param req - The incoming request.
 * @param _res - The response, unused.
 * @param next - Continues with the next middleware.
 *
 * @example
 * ```ts
 * app.use(infosMiddleware);
 * ```
 */
export function infosMiddleware(req: Request, _res: Response, next: NextFunction): void {
  const userAgent = req.headers['user-agent'];
  req.infos = { ip: req.ip, userAgent: Array.isArray(userAgent) ? userAgent[0] : userAgent };
  next();
}

/**
 * Creates the express handler of the link sent by {@link AccountsPassword.sendVerificationEmail}.
 * Mount it on a route with a `:token` parameter.
 *
 * @param accountsPassword - The password strategy.
 * @returns A handler answering with a small confirmation or error page.
 *
 * @example
 * ```ts
 * app.get('/verify-email/:token', verifyEmail(accountsPassword));
 * ```
 */
export function verifyEmail(accountsPassword: AccountsPassword): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    try {
      await accountsPassword.verifyEmail(req.params.token ?? '');
      res.send(page('E-mail verified', '<p>Your e-mail address has been verified.</p>'));
    } catch (error) {
      res.status(400).send(page('Verification failed', `<p>${escapeHtml(String((error as Error).message))}</p>`));
    }
  };
}

/**
 * Creates the express handler of the link sent by {@link AccountsPassword.sendResetPasswordEmail}:
 * `GET` serves {@link resetPasswordForm}, `POST` sets the new password.
 *
 * @param accountsPassword - The password strategy.
 * @returns A handler for both methods.
 *
 * @example
 * ```ts
 * app.use(express.urlencoded({ extended: false }));
 * app.all('/reset-password/:token', infosMiddleware, resetPassword(accountsPassword));
 * ```
 */
export function resetPassword(accountsPassword: AccountsPassword): (req: Request, res: Response) => Promise<void> {
  return async (req, res) => {
    const token = String(req.body?.token ?? req.params.token ?? '');
    if (req.method === 'GET') {
      res.send(resetPasswordForm.replace('{{token}}', escapeHtml(token)));
      return;
    }
    try {
      await accountsPassword.resetPassword(token, String(req.body?.newPassword ?? ''), req.infos ?? {});
      res.send(page('Password changed', '<p>Your password has been changed. You can now log in.</p>'));
    } catch (error) {
      res.status(400).send(page('Reset failed', `<p>${escapeHtml(String((error as Error).message))}</p>`));
    }
  };
}
