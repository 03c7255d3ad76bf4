import type { User } from '@accounts/types';
import type { ErrorMessages } from '../types/error-messages';

/** Messages used when {@link AccountsPasswordOptions.errors} does not override them. */
export const defaultErrorMessages: ErrorMessages = {
  userNotFound: 'User not found',
  noPasswordSet: 'User has no password set',
  noEmailSet: 'User has no email set',
  incorrectPassword: 'Incorrect password',
  unrecognizedOptionsForLogin: 'Unrecognized options for login request',
  matchFailed: 'Login parameters have the wrong type',
  invalidUsername: 'Invalid username',
  invalidEmail: 'Invalid email',
  emailNotVerified: 'Email not verified',
  invalidPassword: 'Invalid password',
  invalidNewPassword: 'Invalid new password',
  invalidCredentials: 'Invalid credentials',
  invalidToken: 'Invalid token',
  verifyEmailLinkExpired: 'Verify email link expired',
  verifyEmailLinkUnknownAddress: 'Verify email link is for unknown address',
  resetPasswordLinkExpired: 'Reset password link expired',
  resetPasswordLinkUnknownAddress: 'Reset password link is for unknown address',
  usernameAlreadyExists: 'Username already exists',
  emailAlreadyExists: 'Email already exists',
  usernameOrEmailRequired: 'Username or email is required',
};

const DAY = 24 * 60 * 60 * 1000;

/** Default token lifetimes, in milliseconds. */
export const defaultExpirations = {
  verifyEmailTokenExpiration: 3 * DAY,
  passwordResetTokenExpiration: 3 * DAY,
  passwordEnrollTokenExpiration: 30 * DAY,
};

/** Loose e-mail check: something, an at sign, something, a dot, something. */
export function looksLikeEmail(email?: string): boolean {
  return typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** Mail templates used when the server options do not provide one. */
export const defaultTemplates = {
  verifyEmail: {
    subject: () => 'Verify your account email',
    text: (_user: User, url: string) => `To verify your account email please click on this link: ${url}`,
  },
  resetPassword: {
    subject: () => 'Reset your password',
    text: (_user: User, url: string) => `To reset your password please click on this link: ${url}`,
  },
  enrollAccount: {
    subject: () => 'Set your password',
    text: (_user: User, url: string) => `To set your password please click on this link: ${url}`,
  },
  passwordChanged: {
    subject: () => 'Your password has been changed',
    text: () => 'Your account password has been successfully changed.',
  },
} as const;
