export { createAccountsMongoModule } from './module';
export type { AccountsMongoModuleConfig } from './config';
