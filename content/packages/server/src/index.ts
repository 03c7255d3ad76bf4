export { AccountsServer } from './accounts-server';
export type { AccountsServerOptions } from './types/options';
export type { AuthenticationServices } from './types/authentication-services';
export { generateRandomToken } from './utils/tokens';
export { getFirstUserEmail } from './utils/user';
export { ServerHooks } from './server-hooks';
export {
  AccountsJsError,
  AuthenticateWithServiceErrors,
  LoginWithServiceErrors,
  ImpersonateErrors,
  FindSessionByAccessTokenErrors,
  RefreshTokensErrors,
  LogoutErrors,
  ResumeSessionErrors,
} from './errors';
export {
  DatabaseInterfaceUserToken,
  DatabaseInterfaceSessionsToken,
  AccountsCoreConfigToken,
  AuthenticationServicesToken,
} from './injection-tokens';
