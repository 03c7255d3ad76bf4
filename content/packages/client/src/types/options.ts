/**
 * Options accepted by the {@link AccountsClient} constructor.
 *
 * Every option has a default, so `{}` is a valid configuration in a browser.
 */
export interface AccountsClientOptions {
  /**
   * Where the access and refresh tokens are kept between page loads.
   *
   * Defaults to `window.localStorage` when it exists and to an in-memory store
   * otherwise. Each method may answer synchronously or with a promise, so an
   * AsyncStorage-backed object works on React Native.
   */
  tokenStorage?: {
    /** Reads the value stored under `key`, or `null` when nothing is stored. */
    getItem(key: string): string | null | Promise<string | null>;
    /** Stores `value` under `key`. */
    setItem(key: string, value: string): void | Promise<void>;
    /** Deletes the value stored under `key`. */
    removeItem(key: string): void | Promise<void>;
  };

  /**
   * Prefix of every key written to {@link AccountsClientOptions.tokenStorage}.
   * Change it when two applications share one origin.
   *
   * @defaultValue `'accounts'`
   */
  tokenStoragePrefix?: string;

  /**
   * Placed between the prefix and the token name, e.g. `accounts:accessToken`.
   *
   * @defaultValue `':'`
   */
  tokenStorageSeparator?: string;
}
