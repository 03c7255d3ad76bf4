import type {
  ConnectionInformations,
  DatabaseInterfaceServicePassword,
  DatabaseInterfaceSessions,
  DatabaseInterfaceUser,
  HookListener,
  IContext,
  ImpersonationResult,
  ImpersonationUserIdentity,
  LoginResult,
  Session,
  Tokens,
  User,
} from '@accounts/types';
import {
  AccountsJsError,
  AuthenticateWithServiceErrors,
  FindSessionByAccessTokenErrors,
  ImpersonateErrors,
  LoginWithServiceErrors,
  LogoutErrors,
  RefreshTokensErrors,
  ResumeSessionErrors,
} from './errors';
import { ServerHooks } from './server-hooks';
import type { AuthenticationServices } from './types/authentication-services';
import type { AccountsServerOptions, EmailTemplate } from './types/options';
import { HookEmitter } from './utils/hook-emitter';
import { signToken, verifyToken } from './utils/jwt';
import { generateRandomToken } from './utils/tokens';

const defaultTokenConfigs = {
  accessToken: { expiresIn: '90m' },
  refreshToken: { expiresIn: '7d' },
};

type UserStore<U extends User> = DatabaseInterfaceUser<U> &
  Partial<Pick<DatabaseInterfaceServicePassword<U>, 'findUserByEmail' | 'findUserByUsername'>>;

function omit<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Omit<T, K> {
  const dropped = new Set<PropertyKey>(keys);
  return Object.fromEntries(Object.entries(source).filter(([key]) => !dropped.has(key))) as Omit<T, K>;
}

function isSessionStore(db: object): db is DatabaseInterfaceSessions {
  return typeof (db as Partial<DatabaseInterfaceSessions>).findSessionByToken === 'function';
}

async function createSessionToken(options: AccountsServerOptions<any>, userId: string): Promise<string> {
  return options.tokenCreator ? options.tokenCreator.createToken(userId) : generateRandomToken();
}

/** Runs one service and reports why it failed, so each caller can pick its own error enum. */
async function runService<U extends User>(
  services: AuthenticationServices,
  serviceName: string,
  params: object
): Promise<{ user: U } | { failure: keyof typeof AuthenticateWithServiceErrors; message: string }> {
  const service = services[serviceName];
  if (!service) return { failure: 'ServiceNotFound', message: `No service is registered as "${serviceName}"` };
  const user = (await service.authenticate(params)) as U | null;
  if (!user) return { failure: 'AuthenticationFailed', message: `Authentication with ${serviceName} failed` };
  if (user.deactivated) return { failure: 'UserDeactivated', message: 'This account has been deactivated' };
  return { user };
}

/** Verifies an access token and returns the session data it carries. */
function readAccessToken(
  accessToken: string,
  secret: AccountsServerOptions['tokenSecret'],
  ignoreExpiration = false
): { token: string; userId: string; isImpersonated: boolean } {
  if (!accessToken) throw new AccountsJsError('An access token is required', FindSessionByAccessTokenErrors.InvalidToken);
  let payload: Record<string, unknown>;
  try {
    payload = verifyToken(accessToken, secret, { ignoreExpiration });
  } catch {
    throw new AccountsJsError('Access token is invalid or expired', FindSessionByAccessTokenErrors.TokenVerificationFailed);
  }
  const data = payload.data as { token?: string; userId?: string; isImpersonated?: boolean } | undefined;
  if (!data?.token || !data.userId) {
    throw new AccountsJsError('Access token carries no session', FindSessionByAccessTokenErrors.InvalidToken);
  }
  return { token: data.token, userId: data.userId, isImpersonated: data.isImpersonated ?? false };
}

async function findUserByIdentity<U extends User>(
  db: UserStore<U>,
  identity: ImpersonationUserIdentity
): Promise<U | null> {
  if (identity.userId) return db.findUserById(identity.userId);
  if (identity.username && db.findUserByUsername) return db.findUserByUsername(identity.username);
  if (identity.email && db.findUserByEmail) return db.findUserByEmail(identity.email);
  return null;
}

/**
 * The heart of accounts-js: creates and checks sessions, signs tokens, runs the registered
 * {@link AuthenticationServices} and emits {@link ServerHooks}.
 *
 * @typeParam CustomUser - The application's user type.
 *
 * @example
 * ```ts
 * import { AccountsServer } from '@accounts/server';
 * import { AccountsPassword } from '@accounts/password';
 *
 * const accountsServer = new AccountsServer(
 *   { tokenSecret: 'change me', siteUrl: 'https://example.com' },
 *   { password: new AccountsPassword() },
 *   database
 * );
 *
 * const { tokens } = await accountsServer.loginWithService(
 *   'password',
 *   { user: { email: 'ada@example.com' }, password: 'secret' },
 *   { ip: '127.0.0.1', userAgent: 'curl/8' }
 * );
 * ```
 */
export class AccountsServer<CustomUser extends User = User> {
  /** The request context, set when the server is resolved per request by a dependency injection container. */
  public context?: IContext<CustomUser>;

  /** The options given to the constructor, with defaults filled in. */
  public options: AccountsServerOptions<CustomUser> &
    Required<Pick<AccountsServerOptions<CustomUser>, 'ambiguousErrorMessages' | 'tokenConfigs' | 'useInternalUserObjectSanitizer'>>;

  /** The registered strategies, keyed by service name. */
  public readonly services: AuthenticationServices;

  #db: UserStore<CustomUser>;
  #sessions: DatabaseInterfaceSessions;
  #hooks = new HookEmitter();

  /**
   * Creates a server and hands the stores to every service.
   *
   * @param options - Server options; `tokenSecret` is required.
   * @param services - Strategies to register, keyed by the name clients will use.
   * @param db - The user store.
   * @param dbSessions - The session store; defaults to `db`, which must then store sessions too.
   * @throws An {@link AccountsJsError} when `tokenSecret` or a session store is missing.
   */
  constructor(
    options: AccountsServerOptions<CustomUser>,
    services: AuthenticationServices,
    db: DatabaseInterfaceUser<CustomUser>,
    dbSessions?: DatabaseInterfaceSessions
  ) {
    if (!options.tokenSecret) throw new AccountsJsError('A tokenSecret is required');
    const sessions = dbSessions ?? (isSessionStore(db) ? db : undefined);
    if (!sessions) throw new AccountsJsError('A session store is required: pass dbSessions or a database that stores sessions');

    this.options = {
      ambiguousErrorMessages: true,
      useInternalUserObjectSanitizer: true,
      ...options,
      tokenConfigs: { ...defaultTokenConfigs, ...options.tokenConfigs },
    };
    this.services = services;
    this.#db = db;
    this.#sessions = sessions;
    for (const service of Object.values(services)) {
      if (!service) continue;
      service.server = this;
      service.setUserStore(db);
      service.setSessionsStore(sessions);
    }
  }

  /**
   * Returns the registered strategies.
   *
   * @deprecated Use the {@link AccountsServer.services} property instead.
   */
  public getServices(): AuthenticationServices {
    return this.services;
  }

  /** Returns the options, with defaults filled in. */
  public getOptions(): AccountsServerOptions<CustomUser> {
    return this.options;
  }

  /**
   * Returns the hook emitter, so strategies can emit their own events.
   *
   * @returns An object able to emit an event and count listeners.
   */
  public getHooks(): {
    emit(eventName: string, ...args: unknown[]): Promise<void>;
    listenerCount(eventName?: string): number;
  } {
    return this.#hooks;
  }

  /**
   * Listens to a server event.
   *
   * @param eventName - One of the {@link ServerHooks}.
   * @param callback - Receives the error for `*Error` events, an event object otherwise.
   * @returns A function that removes the listener.
   */
  public on<Name extends (typeof ServerHooks)[keyof typeof ServerHooks]>(
    eventName: Name,
    callback: HookListener<Name extends `${string}Error` ? [error: AccountsJsError | Error] : [event: any]>
  ): () => void {
    return this.#hooks.on(eventName, callback as HookListener);
  }

  /**
   * Checks credentials with a service without creating a session.
   *
   * @param serviceName - Name of the registered service.
   * @param params - Credentials in the shape the service expects.
   * @param infos - Where the request came from.
   * @returns `true` when the credentials are valid.
   * @throws An {@link AccountsJsError} with an {@link AuthenticateWithServiceErrors} code.
   */
  public async authenticateWithService(
    serviceName: string,
    params: object,
    infos: ConnectionInformations
  ): Promise<boolean> {
    const outcome = await runService<CustomUser>(this.services, serviceName, params);
    if ('failure' in outcome) {
      const error = new AccountsJsError(outcome.message, AuthenticateWithServiceErrors[outcome.failure]);
      await this.#hooks.emit(ServerHooks.AuthenticateError, error);
      throw error;
    }
    await this.#hooks.emit(ServerHooks.AuthenticateSuccess, { user: outcome.user, service: serviceName, connection: infos });
    return true;
  }

  /**
   * Checks credentials with a service and, when they are valid, logs the user in.
   *
   * @param serviceName - Name of the registered service.
   * @param params - Credentials in the shape the service expects.
   * @param infos - Where the request came from; stored on the session.
   * @returns The new session, its tokens and the user.
   * @throws An {@link AccountsJsError} with a {@link LoginWithServiceErrors} code.
   */
  public async loginWithService(
    serviceName: string,
    params: object,
    infos: ConnectionInformations
  ): Promise<LoginResult<CustomUser>> {
    const outcome = await runService<CustomUser>(this.services, serviceName, params);
    if ('failure' in outcome) {
      const error = new AccountsJsError(outcome.message, LoginWithServiceErrors[outcome.failure]);
      await this.#hooks.emit(ServerHooks.LoginError, error);
      throw error;
    }
    return this.loginWithUser(outcome.user, infos);
  }

  /**
   * Creates a session for a user you have already authenticated yourself.
   *
   * @param user - The user to log in.
   * @param infos - Where the request came from; stored on the session.
   * @returns The new session, its tokens and the sanitised user.
   */
  public async loginWithUser(user: CustomUser, infos: ConnectionInformations): Promise<LoginResult<CustomUser>> {
    const token = await createSessionToken(this.options, user.id);
    const sessionId = await this.#sessions.createSession(user.id, token, infos);
    const tokens = await this.createTokens({ token, user });
    await this.#hooks.emit(ServerHooks.LoginSuccess, { user, connection: infos, sessionId });
    return { sessionId, tokens, user: this.sanitizeUser(user) };
  }

  /**
   * Opens a session acting as another user, when `impersonationAuthorize` allows it.
   *
   * @param accessToken - Access token of the user asking to impersonate.
   * @param impersonated - Who to impersonate.
   * @param infos - Where the request came from.
   * @returns Whether it was authorised and, if so, the tokens and the impersonated user.
   * @throws An {@link AccountsJsError} with an {@link ImpersonateErrors} code.
   */
  public async impersonate(
    accessToken: string,
    impersonated: ImpersonationUserIdentity,
    infos: ConnectionInformations
  ): Promise<ImpersonationResult> {
    const session = await this.findSessionByAccessToken(accessToken);
    if (!session.valid) throw new AccountsJsError('Session is no longer valid', ImpersonateErrors.InvalidSession);
    const user = await this.#db.findUserById(session.userId);
    if (!user) throw new AccountsJsError('User not found', ImpersonateErrors.UserNotFound);

    const target = await findUserByIdentity(this.#db, impersonated);
    if (!target) {
      if (this.options.ambiguousErrorMessages) return { authorized: false };
      throw new AccountsJsError('Impersonated user not found', ImpersonateErrors.ImpersonatedUserNotFound);
    }
    const authorized = (await this.options.impersonationAuthorize?.(user, target)) ?? false;
    if (!authorized) return { authorized: false };

    const token = await createSessionToken(this.options, target.id);
    await this.#sessions.createSession(target.id, token, infos, { impersonatorUserId: user.id });
    const result = {
      authorized: true,
      tokens: await this.createTokens({ token, isImpersonated: true, user: target }),
      user: this.sanitizeUser(target),
    };
    await this.#hooks.emit(ServerHooks.ImpersonationSuccess, { user, impersonationResult: result });
    return result;
  }

  /**
   * Exchanges a refresh token for a new pair of tokens.
   *
   * @param accessToken - The current access token; it may have expired.
   * @param refreshToken - The refresh token of the same session.
   * @param infos - Where the request came from; recorded on the session.
   * @returns The session, the new tokens and the user.
   * @throws An {@link AccountsJsError} with a {@link RefreshTokensErrors} code.
   */
  public async refreshTokens(
    accessToken: string,
    refreshToken: string,
    infos: ConnectionInformations
  ): Promise<LoginResult<CustomUser>> {
    if (!accessToken || !refreshToken) {
      throw new AccountsJsError('Both an access and a refresh token are required', RefreshTokensErrors.InvalidTokens);
    }
    let sessionToken: string;
    try {
      verifyToken(refreshToken, this.options.tokenSecret);
      sessionToken = readAccessToken(accessToken, this.options.tokenSecret, true).token;
    } catch {
      throw new AccountsJsError('Tokens are invalid or expired', RefreshTokensErrors.TokenVerificationFailed);
    }
    const session = await this.#sessions.findSessionByToken(sessionToken);
    if (!session) throw new AccountsJsError('Session not found', RefreshTokensErrors.SessionNotFound);
    if (!session.valid) throw new AccountsJsError('Session is no longer valid', RefreshTokensErrors.InvalidSession);
    const user = await this.#db.findUserById(session.userId);
    if (!user) throw new AccountsJsError('User not found', RefreshTokensErrors.UserNotFound);

    const newToken = this.options.createNewSessionTokenOnRefresh ? await createSessionToken(this.options, user.id) : undefined;
    await this.#sessions.updateSession(session.id, infos, newToken);
    const isImpersonated = 'impersonatorUserId' in (session.extraData ?? {});
    const tokens = await this.createTokens({ token: newToken ?? sessionToken, isImpersonated, user });
    await this.#hooks.emit(ServerHooks.RefreshTokensSuccess, { user, session });
    return { sessionId: session.id, tokens, user: this.sanitizeUser(user) };
  }

  /**
   * Signs a new access and refresh token for a session.
   *
   * @param params - The session token, the user, and whether the session is an impersonation.
   * @returns The signed tokens.
   */
  public async createTokens({
    token,
    isImpersonated = false,
    user,
  }: {
    token: string;
    isImpersonated?: boolean;
    user: CustomUser;
  }): Promise<Tokens> {
    const { tokenSecret, tokenConfigs, createJwtPayload } = this.options;
    const data = { token, isImpersonated, userId: user.id };
    const extraClaims = (await createJwtPayload?.(data, user)) ?? {};
    return {
      accessToken: signToken({ ...extraClaims, data }, tokenSecret, tokenConfigs.accessToken),
      refreshToken: signToken({ data: { token } }, tokenSecret, tokenConfigs.refreshToken),
    };
  }

  /**
   * Ends the session behind an access token.
   *
   * @param accessToken - Access token of the session to end.
   * @throws An {@link AccountsJsError} with a {@link LogoutErrors} code.
   */
  public async logout(accessToken: string): Promise<void> {
    const session = await this.findSessionByAccessToken(accessToken);
    if (!session.valid) throw new AccountsJsError('Session is no longer valid', LogoutErrors.InvalidSession);
    await this.#sessions.invalidateSession(session.id);
    await this.#hooks.emit(ServerHooks.LogoutSuccess, { session });
  }

  /**
   * Returns the user behind an access token, checking the session unless sessions are stateless.
   *
   * @param accessToken - The access token sent by the client.
   * @returns The sanitised user.
   * @throws An {@link AccountsJsError} with a {@link ResumeSessionErrors} code.
   */
  public async resumeSession(accessToken: string): Promise<CustomUser> {
    let session: Session | undefined;
    let userId: string;
    if (this.options.useStatelessSession) {
      userId = readAccessToken(accessToken, this.options.tokenSecret).userId;
    } else {
      session = await this.findSessionByAccessToken(accessToken);
      if (!session.valid) throw new AccountsJsError('Session is no longer valid', ResumeSessionErrors.InvalidSession);
      userId = session.userId;
    }
    const user = await this.#db.findUserById(userId);
    if (!user) throw new AccountsJsError('User not found', ResumeSessionErrors.UserNotFound);
    if (session) await this.options.resumeSessionValidator?.(user, session);
    await this.#hooks.emit(ServerHooks.ResumeSessionSuccess, { user, session });
    return this.sanitizeUser(user);
  }

  /**
   * Finds the session an access token belongs to, valid or not.
   *
   * @param accessToken - The access token.
   * @returns The session.
   * @throws An {@link AccountsJsError} with a {@link FindSessionByAccessTokenErrors} code.
   */
  public async findSessionByAccessToken(accessToken: string): Promise<Session> {
    const { token } = readAccessToken(accessToken, this.options.tokenSecret);
    const session = await this.#sessions.findSessionByToken(token);
    if (!session) throw new AccountsJsError('Session not found', FindSessionByAccessTokenErrors.SessionNotFound);
    return session;
  }

  /**
   * Finds a user by identifier. The user is not sanitised.
   *
   * @param userId - Identifier of the user.
   * @returns The user, or `null`.
   */
  public findUserById(userId: string): Promise<CustomUser | null> {
    return this.#db.findUserById(userId);
  }

  /**
   * Prevents a user from logging in. Existing sessions stay valid until they are resumed.
   *
   * @param userId - Identifier of the user.
   */
  public deactivateUser(userId: string): Promise<void> {
    return this.#db.setUserDeactivated(userId, true);
  }

  /**
   * Lets a deactivated user log in again.
   *
   * @param userId - Identifier of the user.
   */
  public activateUser(userId: string): Promise<void> {
    return this.#db.setUserDeactivated(userId, false);
  }

  /**
   * Builds the mail object for one of the {@link AccountsServerOptions.emailTemplates}.
   *
   * @param to - Recipient address.
   * @param token - Token to put in the link.
   * @param user - Recipient user.
   * @param pathFragment - Path of the page that handles the link, such as `'reset-password'`.
   * @param emailTemplate - The template to fill.
   * @param from - Default sender address.
   * @returns The mail, ready for `sendMail`.
   */
  public prepareMail(
    to: string,
    token: string,
    user: CustomUser,
    pathFragment: string,
    emailTemplate: EmailTemplate<CustomUser>,
    from: string
  ): object {
    if (this.options.prepareMail) return this.options.prepareMail(to, token, user, pathFragment, emailTemplate, from);
    const url = `${this.options.siteUrl ?? ''}/${pathFragment}/${token}`;
    return {
      from: emailTemplate.from ?? from,
      to,
      subject: emailTemplate.subject(user),
      text: emailTemplate.text(user, url),
      html: emailTemplate.html?.(user, url),
    };
  }

  /**
   * Removes private fields from a user before it is sent to a client.
   *
   * @param user - The user from the database.
   * @returns A copy without `services`, passed through `userObjectSanitizer` when set.
   */
  public sanitizeUser(user: CustomUser): CustomUser {
    const { useInternalUserObjectSanitizer, userObjectSanitizer } = this.options;
    const base = useInternalUserObjectSanitizer ? (omit(user, ['services']) as CustomUser) : user;
    return userObjectSanitizer ? userObjectSanitizer(base, omit) : base;
  }
}
