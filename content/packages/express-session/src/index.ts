export { AccountsSession } from './accounts-session';
export type { AccountsSessionOptions } from './options';
