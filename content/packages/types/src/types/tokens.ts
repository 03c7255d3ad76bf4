/**
 * The pair of JSON Web Tokens handed to a client after a successful login.
 */
export interface Tokens {
  /** Short-lived token sent with every authenticated request. */
  accessToken: string;
  /** Long-lived token exchanged for a fresh {@link Tokens} pair when the access token expires. */
  refreshToken: string;
}

/**
 * A single-use token stored on a user, such as an e-mail verification or password reset token.
 */
export interface TokenRecord {
  /** The random token value sent to the user. */
  token: string;
  /** The e-mail address the token was sent to. */
  address: string;
  /** Creation time, in milliseconds since the Unix epoch. Used to check expiry. */
  when: number;
  /** Why the token was issued, for example `'reset'` or `'enroll'`. */
  reason: string;
}
