import { AccountsServer } from '@accounts/server';
import type { MutationResolvers } from '../models';

/** Root mutation resolvers of the core module; each one delegates to `AccountsServer`. */
export const Mutation: MutationResolvers = {
  authenticate: async (_root, { serviceName, params }, ctx) => {
    const server = ctx.injector.get<AccountsServer>(AccountsServer);
    return server.loginWithService(serviceName, params, ctx.infos);
  },

  verifyAuthentication: async (_root, { serviceName, params }, ctx) => {
    const server = ctx.injector.get<AccountsServer>(AccountsServer);
    return server.authenticateWithService(serviceName, params, ctx.infos);
  },

  impersonate: async (_root, { accessToken, impersonated }, ctx) => {
    const server = ctx.injector.get<AccountsServer>(AccountsServer);
    const identity = {
      userId: impersonated.userId ?? undefined,
      username: impersonated.username ?? undefined,
      email: impersonated.email ?? undefined,
    };
    return server.impersonate(accessToken, identity, ctx.infos);
  },

  refreshTokens: async (_root, { accessToken, refreshToken }, ctx) => {
    const server = ctx.injector.get<AccountsServer>(AccountsServer);
    return server.refreshTokens(accessToken, refreshToken, ctx.infos);
  },

  logout: async (_root, _args, ctx) => {
    if (!ctx.authToken) {
      return false;
    }
    const server = ctx.injector.get<AccountsServer>(AccountsServer);
    await server.logout(ctx.authToken);
    return true;
  },
};
