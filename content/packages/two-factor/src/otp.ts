// The one-time password library is described by the little the strategy needs from it,
// since the docs sources do not import third-party packages.
interface OtpLibrary {
  generateSecret(options: { length: number; name: string }): { base32: string; otpauth_url?: string };
  verifyTotp(options: { secret: string; token: string; window: number }): boolean;
}
declare const otp: OtpLibrary;

/** Creates a new base32 secret and the `otpauth://` URL to show as a QR code. */
export function createSecret(length: number, name: string): { base32: string; otpauth_url?: string } {
  return otp.generateSecret({ length, name });
}

/** Checks a six-digit code against a base32 secret, tolerating `window` steps of drift. */
export function codeMatches(secret: string, code: string, window: number): boolean {
  return otp.verifyTotp({ secret, token: code, window });
}
