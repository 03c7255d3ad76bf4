export { createAccountsTypeORMModule } from './module';
export type { AccountsTypeORMModuleConfig } from './config';
