export { DatabaseType } from './types/database';
export type {
  DatabaseInterface,
  DatabaseInterfaceUser,
  DatabaseInterfaceSessions,
} from './types/database';
export type { ConnectionInformations, Session } from './types/session';
export type { Tokens, TokenRecord } from './types/tokens';
export type { User, CreateUser, EmailRecord } from './types/user';
export type { CreateUserResult, LoginResult, LoginUserIdentity } from './types/login';
export type { ImpersonationUserIdentity, ImpersonationResult } from './types/impersonation';
export type { HookListener } from './types/hooks';
export type { AuthenticationService } from './types/authentication-service';
export type {
  CreateUserServicePassword,
  DatabaseInterfaceServicePassword,
  LoginUserPasswordService,
} from './types/services/password';
export type {
  DatabaseInterfaceServiceMagicLink,
  LoginUserMagicLinkService,
} from './types/services/magic-link';
export type { IContext } from './types/context';
