export { createAccountsMikroORMModule } from './module';
export { context } from './context';
export type { AccountsMikroORMModuleConfig, IContext } from './types';
