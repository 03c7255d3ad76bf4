export { TwoFactor } from './two-factor';
export type { AccountsTwoFactorOptions } from './types';
export { getUserTwoFactorService } from './utils';
