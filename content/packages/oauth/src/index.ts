export { AccountsOauth } from './accounts-oauth';
export type { OAuthProvider, OAuthProviders, OAuthUser } from './types';
