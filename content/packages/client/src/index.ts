export { AccountsClient } from './accounts-client';
export type { AccountsClientOptions } from './types/options';
export type { TransportInterface } from './types/transport';
