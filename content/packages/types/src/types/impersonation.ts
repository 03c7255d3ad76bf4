import type { Tokens } from './tokens';
import type { User } from './user';

/**
 * Identifies the user to impersonate. Set one of the three fields.
 */
export interface ImpersonationUserIdentity {
  /** Identifier of the target user. */
  userId?: string;
  /** Login name of the target user. */
  username?: string;
  /** One of the target user's e-mail addresses. */
  email?: string;
}

/**
 * Outcome of an impersonation request.
 *
 * When `authorized` is `false` the other fields are absent.
 */
export interface ImpersonationResult {
  /** Whether the impersonation was allowed by the server's `impersonationAuthorize` callback. */
  authorized: boolean;
  /** Tokens for a new session acting as the impersonated user. */
  tokens?: Tokens | null;
  /** The impersonated user. */
  user?: User | null;
}
