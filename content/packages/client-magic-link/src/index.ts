export { AccountsClientMagicLink } from './client-magic-link';
