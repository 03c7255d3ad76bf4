/**
 * The error thrown by every accounts-js server method.
 *
 * `message` is meant for humans; `code` is stable and meant for programs.
 *
 * @typeParam Code - The string codes this error may carry, usually one of the `*Errors` enums.
 *
 * @example
 * ```ts
 * try {
 *   await server.logout(accessToken);
 * } catch (error) {
 *   if (error instanceof AccountsJsError && error.code === LogoutErrors.InvalidToken) {
 *     // ask the client to log in again
 *   }
 * }
 * ```
 */
export class AccountsJsError<Code extends string = string> extends Error {
  /** Machine-readable reason, for example {@link LogoutErrors.SessionNotFound}. */
  public code?: Code;

  /**
   * Creates an error with a message and an optional code.
   *
   * @param message - Human-readable description.
   * @param code - Machine-readable reason.
   */
  constructor(message?: string, code?: Code) {
    super(message);
    this.name = 'AccountsJsError';
    this.code = code;
  }
}

/** Codes thrown by {@link AccountsServer.authenticateWithService}. */
export enum AuthenticateWithServiceErrors {
  /** No service is registered under the requested name. */
  ServiceNotFound = 'ServiceNotFound',
  /** The user exists but has been deactivated. */
  UserDeactivated = 'UserDeactivated',
  /** The service rejected the credentials. */
  AuthenticationFailed = 'AuthenticationFailed',
}

/** Codes thrown by {@link AccountsServer.loginWithService}. */
export enum LoginWithServiceErrors {
  /** No service is registered under the requested name. */
  ServiceNotFound = 'ServiceNotFound',
  /** The user exists but has been deactivated. */
  UserDeactivated = 'UserDeactivated',
  /** The service rejected the credentials. */
  AuthenticationFailed = 'AuthenticationFailed',
}

/** Codes thrown by {@link AccountsServer.impersonate}. */
export enum ImpersonateErrors {
  /** The user behind the access token no longer exists. */
  UserNotFound = 'UserNotFound',
  /** The session behind the access token has been invalidated. */
  InvalidSession = 'InvalidSession',
  /** No user matches the requested identity. */
  ImpersonatedUserNotFound = 'ImpersonatedUserNotFound',
  /** The access token is missing or malformed. */
  InvalidToken = 'InvalidToken',
  /** The access token signature or expiry check failed. */
  TokenVerificationFailed = 'TokenVerificationFailed',
  /** No session matches the access token. */
  SessionNotFound = 'SessionNotFound',
}

/** Codes thrown by {@link AccountsServer.findSessionByAccessToken}. */
export enum FindSessionByAccessTokenErrors {
  /** The access token is missing or malformed. */
  InvalidToken = 'InvalidToken',
  /** The access token signature or expiry check failed. */
  TokenVerificationFailed = 'TokenVerificationFailed',
  /** No session matches the access token. */
  SessionNotFound = 'SessionNotFound',
}

/** Codes thrown by {@link AccountsServer.refreshTokens}. */
export enum RefreshTokensErrors {
  /** One of the two tokens is missing or malformed. */
  InvalidTokens = 'InvalidTokens',
  /** The refresh token signature or expiry check failed. */
  TokenVerificationFailed = 'TokenVerificationFailed',
  /** No session matches the tokens. */
  SessionNotFound = 'SessionNotFound',
  /** The session's user no longer exists. */
  UserNotFound = 'UserNotFound',
  /** The session has been invalidated. */
  InvalidSession = 'InvalidSession',
}

/** Codes thrown by {@link AccountsServer.logout}. */
export enum LogoutErrors {
  /** The session is already invalid. */
  InvalidSession = 'InvalidSession',
  /** The access token is missing or malformed. */
  InvalidToken = 'InvalidToken',
  /** The access token signature or expiry check failed. */
  TokenVerificationFailed = 'TokenVerificationFailed',
  /** No session matches the access token. */
  SessionNotFound = 'SessionNotFound',
}

/** Codes thrown by {@link AccountsServer.resumeSession}. */
export enum ResumeSessionErrors {
  /** The session's user no longer exists. */
  UserNotFound = 'UserNotFound',
  /** The session has been invalidated. */
  InvalidSession = 'InvalidSession',
  /** The access token is missing or malformed. */
  InvalidToken = 'InvalidToken',
  /** The access token signature or expiry check failed. */
  TokenVerificationFailed = 'TokenVerificationFailed',
  /** No session matches the access token. */
  SessionNotFound = 'SessionNotFound',
}
