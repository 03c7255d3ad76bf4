/**
 * Error thrown by the accounts-js packages when an operation cannot complete.
 *
 * Besides the human-readable `message`, it records where the failure came from
 * (the package and the function) and a machine-friendly `reason`, so that a
 * transport can forward it to the client without leaking a stack trace.
 *
 * @example
 * ```ts
 * import AccountsError from '@accounts/error';
 *
 * function assertEmail(email: string): void {
 *   if (!email.includes('@')) {
 *     throw new AccountsError('Email is not valid', 'password', 'assertEmail', 'InvalidEmail');
 *   }
 * }
 *
 * try {
 *   assertEmail('not-an-email');
 * } catch (error) {
 *   if (error instanceof AccountsError) {
 *     console.log(`${error.packageName}.${error.functionName}: ${error.reason}`);
 *   }
 * }
 * ```
 */
export default class AccountsError extends Error {
  /** Short name of the package that raised the error, e.g. `'password'`. */
  packageName?: string;

  /** Name of the function that raised the error, e.g. `'createUser'`. */
  functionName?: string;

  /**
   * Machine-readable cause of the error. Clients can compare it with a
   * constant instead of parsing `message`.
   */
  reason?: string;

  /**
   * Creates an error with its origin attached.
   *
   * @param message - Text shown to whoever reads the error.
   * @param packageName - Package that raised the error.
   * @param functionName - Function that raised the error.
   * @param reason - Machine-readable cause of the failure.
   */
  constructor(message?: string, packageName?: string, functionName?: string, reason?: string) {
    super(message);
    this.name = 'AccountsError';
    this.packageName = packageName;
    this.functionName = functionName;
    this.reason = reason;
    // Restore the prototype chain when compiled to ES5, where extending
    // built-ins loses it and `instanceof` would otherwise fail.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}
