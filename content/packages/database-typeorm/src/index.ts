export { AccountsTypeorm } from './typeorm';
export type { AccountsTypeormOptions } from './options';
export { User } from './entity/user';
export { UserEmail } from './entity/user-email';
export { UserService } from './entity/user-service';
export { UserSession } from './entity/user-session';
export { entities } from './entity';
export {
  UserToken,
  UserEmailToken,
  UserServiceToken,
  UserSessionToken,
  AccountsTypeORMConfigToken,
} from './injection-tokens';
