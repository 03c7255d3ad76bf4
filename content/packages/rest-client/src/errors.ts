/**
 * Error thrown when the accounts server answers a REST call with an error.
 *
 * @example
 * ```ts
 * try {
 *   await transport.verifyEmail(token);
 * } catch (error) {
 *   if (error instanceof AccountsJsError && error.code === 'VerifyEmailLinkExpired') {
 *     // offer to send a new link
 *   }
 * }
 * ```
 */
export class AccountsJsError extends Error {
  /** The error code sent by the server, such as `'InvalidToken'`, when there is one. */
  public code?: string;

  /**
   * Creates the error from the server's answer.
   *
   * @param message - The server's message.
   * @param code - The server's error code.
   */
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'AccountsJsError';
    this.code = code;
  }
}
