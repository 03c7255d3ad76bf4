import type { AccountsClientOptions } from './types/options';

/** The storage shape accepted by {@link AccountsClientOptions.tokenStorage}. */
export type TokenStorage = NonNullable<AccountsClientOptions['tokenStorage']>;

/** Keeps tokens in memory only; used where no `localStorage` exists (SSR, tests). */
function createMemoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Picks `localStorage` when the runtime has one, else an in-memory store. */
export function createDefaultStorage(): TokenStorage {
  const { localStorage } = globalThis as { localStorage?: TokenStorage };
  return localStorage ?? createMemoryStorage();
}

/**
 * Reads the `exp` claim of a JWT without verifying it; verification is the
 * server's job, the client only needs to know when to refresh.
 */
function readExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  const { atob } = globalThis as { atob?: (data: string) => string };
  if (!payload || !atob) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tells whether a JWT has expired, `marginSeconds` early so that a request
 * sent now does not reach the server with a token that expires on the way.
 */
export function isTokenExpired(token: string, marginSeconds = 10): boolean {
  const expiry = readExpiry(token);
  return expiry !== undefined && expiry - marginSeconds <= Date.now() / 1000;
}
