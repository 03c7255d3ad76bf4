import type { Session, Tokens, User } from '@accounts/types';

/**
 * One e-mail template; functions receive the recipient and the link to include.
 * Internal to the server package: documented through {@link AccountsServerOptions.emailTemplates}.
 */
export interface EmailTemplate<CustomUser extends User = User> {
  /** Sender address; falls back to the `from` of the template set. */
  from?: string;
  /** Builds the subject line. */
  subject: (user?: CustomUser) => string;
  /** Builds the plain-text body. */
  text: (user: CustomUser, url: string) => string;
  /** Builds the HTML body. */
  html?: (user: CustomUser, url: string) => string;
}

/**
 * Options of {@link AccountsServer}.
 *
 * Only `tokenSecret` is required.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * const options: AccountsServerOptions = {
 *   tokenSecret: process.env.ACCOUNTS_SECRET!,
 *   siteUrl: 'https://example.com',
 *   tokenConfigs: { accessToken: { expiresIn: '15m' } },
 * };
 * ```
 */
export interface AccountsServerOptions<CustomUser extends User = User> {
  /**
   * Run as a micro-service that only verifies tokens: no services are required and no
   * e-mails are sent.
   */
  micro?: boolean;
  /**
   * Answer "invalid credentials" instead of "user not found" and similar, so attackers
   * cannot probe which accounts exist. Defaults to `true`.
   */
  ambiguousErrorMessages?: boolean;
  /**
   * Secret used to sign the tokens: a shared string for HMAC algorithms, or a key pair for
   * asymmetric ones.
   */
  tokenSecret: string | { readonly publicKey: string; readonly privateKey: string };
  /** Lifetime and algorithm of each kind of token. */
  tokenConfigs?: {
    [Kind in keyof Tokens]?: {
      /** Lifetime, in seconds or as a duration string such as `'90m'`. */
      expiresIn?: string | number;
      /** JWT signing algorithm. Defaults to `'HS256'`. */
      algorithm?: 'HS256' | 'HS384' | 'HS512' | 'RS256' | 'ES256';
    };
  };
  /** Templates of the e-mails sent by the strategies, plus a default sender. */
  emailTemplates?: { from?: string } & {
    [Name in 'verifyEmail' | 'resetPassword' | 'enrollAccount' | 'passwordChanged' | 'magicLink']?: EmailTemplate<CustomUser>;
  };
  /**
   * Removes fields from a user before it leaves the server. Runs after the built-in
   * sanitizer when {@link AccountsServerOptions.useInternalUserObjectSanitizer} is on.
   *
   * @param user - The user to sanitise.
   * @param omit - Helper returning a copy of an object without the given keys.
   */
  userObjectSanitizer?: (
    user: CustomUser,
    omit: <T extends object, K extends keyof T>(source: T, keys: readonly K[]) => Omit<T, K>
  ) => CustomUser;
  /**
   * Decides whether `user` may impersonate `impersonateToUser`. Impersonation is refused
   * when this is not set.
   */
  impersonationAuthorize?: (user: CustomUser, impersonateToUser: CustomUser) => boolean | Promise<boolean>;
  /** Extra check run on every resumed session; throw to reject it. */
  resumeSessionValidator?: (user: CustomUser, session: Session) => Promise<void>;
  /** Public URL of the application, used to build the links put in e-mails. */
  siteUrl?: string;
  /** Builds the mail object handed to `sendMail`; override to change its shape. */
  prepareMail?: (
    to: string,
    token: string,
    user: CustomUser,
    pathFragment: string,
    emailTemplate: EmailTemplate<CustomUser>,
    from: string
  ) => object;
  /**
   * Sends a mail built by `prepareMail`. Strategies that send e-mails fail with an
   * {@link AccountsJsError} when it is not set.
   */
  sendMail?: (mail: object) => Promise<void>;
  /** Replaces the random generator used for session tokens. */
  tokenCreator?: {
    /** Creates a session token for the given user. */
    createToken(userId: string): Promise<string>;
  };
  /** Issue a new session token on every refresh, so a stolen refresh token is usable once. */
  createNewSessionTokenOnRefresh?: boolean;
  /** Adds claims to the access token payload. */
  createJwtPayload?: (
    data: { token: string; isImpersonated: boolean; userId: string },
    user: CustomUser
  ) => Promise<Record<string, unknown> | undefined>;
  /**
   * Log users in right after they reset their password.
   *
   * @deprecated Use `returnTokensAfterResetPassword` of the password strategy instead.
   */
  enableAutologin?: boolean;
  /** Strip `services` from users returned to clients. Defaults to `true`. */
  useInternalUserObjectSanitizer?: boolean;
  /**
   * Trust the access token alone when resuming a session, skipping the session lookup.
   * Faster, but logging out only takes effect when the access token expires.
   */
  useStatelessSession?: boolean;
}
