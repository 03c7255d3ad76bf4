/**
 * Names of the events an {@link AccountsServer} emits. Pass one to {@link AccountsServer.on}.
 *
 * Names ending in `Error` receive the thrown error; the others receive an event object.
 *
 * @example
 * ```ts
 * server.on(ServerHooks.LoginSuccess, ({ user }) => audit.record('login', user.id));
 * server.on(ServerHooks.LoginError, (error) => metrics.increment('login_failed'));
 * ```
 */
export const ServerHooks = {
  LoginSuccess: 'LoginSuccess',
  LoginError: 'LoginError',
  AuthenticateSuccess: 'AuthenticateSuccess',
  AuthenticateError: 'AuthenticateError',
  CreateUserSuccess: 'CreateUserSuccess',
  CreateUserError: 'CreateUserError',
  LogoutSuccess: 'LogoutSuccess',
  LogoutError: 'LogoutError',
  ResumeSessionSuccess: 'ResumeSessionSuccess',
  ResumeSessionError: 'ResumeSessionError',
  RefreshTokensSuccess: 'RefreshTokensSuccess',
  RefreshTokensError: 'RefreshTokensError',
  ImpersonationSuccess: 'ImpersonationSuccess',
  ImpersonationError: 'ImpersonationError',
  ValidateLogin: 'ValidateLogin',
  ResetPasswordSuccess: 'ResetPasswordSuccess',
  ResetPasswordError: 'ResetPasswordError',
  ChangePasswordSuccess: 'ChangePasswordSuccess',
  ChangePasswordError: 'ChangePasswordError',
  VerifyEmailSuccess: 'VerifyEmailSuccess',
  VerifyEmailError: 'VerifyEmailError',
} as const;
