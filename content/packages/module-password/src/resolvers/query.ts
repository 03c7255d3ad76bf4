import { AccountsPassword } from '@accounts/password';
import type { QueryResolvers } from '../models';

/** Root query resolvers added by the password module. */
export const Query: QueryResolvers = {
  twoFactorSecret: (_root, _args, ctx) => {
    const password = ctx.injector.get<AccountsPassword>(AccountsPassword);
    return password.twoFactor.getNewAuthSecret();
  },
};
