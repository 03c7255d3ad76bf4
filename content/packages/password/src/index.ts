export { AccountsPassword } from './accounts-password';
export type { AccountsPasswordOptions } from './types/options';
export type { ErrorMessages } from './types/error-messages';
export {
  AddEmailErrors,
  ChangePasswordErrors,
  CreateUserErrors,
  ResetPasswordErrors,
  SendVerificationEmailErrors,
  SendResetPasswordEmailErrors,
  VerifyEmailErrors,
} from './errors';
export { AccountsPasswordConfigToken } from './config-token';
export { infosMiddleware, verifyEmail, resetPassword, resetPasswordForm } from './endpoints/express';
