import { AccountsMagicLink } from '@accounts/magic-link';
import type { MutationResolvers } from '../models';

/** Root mutation resolvers added by the magic-link module. */
export const Mutation: MutationResolvers = {
  requestMagicLinkEmail: async (_root, { email }, ctx) => {
    const magicLink = ctx.injector.get<AccountsMagicLink>(AccountsMagicLink);
    await magicLink.requestMagicLinkEmail(email);
    return true;
  },
};
