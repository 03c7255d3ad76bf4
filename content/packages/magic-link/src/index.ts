export { AccountsMagicLink } from './accounts-magic-link';
export type { AccountsMagicLinkOptions } from './types/options';
export type { ErrorMessages } from './types/error-messages';
export {
  errors,
  AuthenticateErrors,
  MagicLinkAuthenticatorErrors,
  RequestMagicLinkEmailErrors,
} from './errors';
export { AccountsMagicLinkConfigToken } from './config-token';
