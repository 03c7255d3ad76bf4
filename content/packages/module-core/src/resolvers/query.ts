import type { QueryResolvers } from '../models';

/** Root query resolvers of the core module. */
export const Query: QueryResolvers = {
  getUser: (_root, _args, ctx) => ctx.user ?? null,
};
