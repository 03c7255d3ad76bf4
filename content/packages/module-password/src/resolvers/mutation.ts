import { AccountsPassword } from '@accounts/password';
import { AccountsServer } from '@accounts/server';
import type { MutationResolvers } from '../models';

/** Returns the id of the logged-in user, or throws when the request is anonymous. */
function requireUserId(userId: string | undefined): string {
  if (!userId) {
    throw new Error('Unauthorized');
  }
  return userId;
}

/** Root mutation resolvers added by the password module. */
export const Mutation: MutationResolvers = {
  createUser: async (_root, { user }, ctx) => {
    const password = ctx.injector.get<AccountsPassword>(AccountsPassword);
    const server = ctx.injector.get<AccountsServer>(AccountsServer);
    const userId = await password.createUser({
      username: user.username ?? undefined,
      email: user.email ?? undefined,
      password: user.password ?? '',
    });
    if (!server.getOptions().enableAutologin) {
      return { userId: server.getOptions().ambiguousErrorMessages ? null : userId };
    }
    const createdUser = await server.findUserById(userId);
    const loginResult = createdUser ? await server.loginWithUser(createdUser, ctx.infos) : null;
    return { userId, loginResult };
  },

  verifyEmail: async (_root, { token }, ctx) => {
    await ctx.injector.get<AccountsPassword>(AccountsPassword).verifyEmail(token);
    return true;
  },

  resetPassword: async (_root, { token, newPassword }, ctx) => {
    const password = ctx.injector.get<AccountsPassword>(AccountsPassword);
    return (await password.resetPassword(token, newPassword, ctx.infos)) ?? null;
  },

  sendVerificationEmail: async (_root, { email }, ctx) => {
    await ctx.injector.get<AccountsPassword>(AccountsPassword).sendVerificationEmail(email);
    return true;
  },

  sendResetPasswordEmail: async (_root, { email }, ctx) => {
    await ctx.injector.get<AccountsPassword>(AccountsPassword).sendResetPasswordEmail(email);
    return true;
  },

  addEmail: async (_root, { newEmail }, ctx) => {
    const userId = requireUserId(ctx.userId);
    await ctx.injector.get<AccountsPassword>(AccountsPassword).addEmail(userId, newEmail, false);
    return true;
  },

  changePassword: async (_root, { oldPassword, newPassword }, ctx) => {
    const userId = requireUserId(ctx.userId);
    await ctx.injector.get<AccountsPassword>(AccountsPassword).changePassword(userId, oldPassword, newPassword);
    return true;
  },

  twoFactorSet: async (_root, { secret, code }, ctx) => {
    const userId = requireUserId(ctx.userId);
    const password = ctx.injector.get<AccountsPassword>(AccountsPassword);
    await password.twoFactor.set(userId, secret, code);
    return true;
  },

  twoFactorUnset: async (_root, { code }, ctx) => {
    const userId = requireUserId(ctx.userId);
    await ctx.injector.get<AccountsPassword>(AccountsPassword).twoFactor.unset(userId, code);
    return true;
  },
};
