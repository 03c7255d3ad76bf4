import type { AccountsClient } from '@accounts/client';
import { send } from './http';

/**
 * Calls one of your own endpoints with the current access token, refreshing the session first
 * when needed.
 *
 * @param accounts - The client holding the session.
 * @param path - Absolute URL of the endpoint.
 * @param request - Method, body and headers of the request.
 * @returns The raw response.
 *
 * @example
 * ```ts
 * const response = await authFetch(accountsClient, 'https://api.example.com/orders', { method: 'GET' });
 * const orders = await response.json();
 * ```
 */
export async function authFetch(
  accounts: AccountsClient,
  path: string,
  request: {
    readonly method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    readonly body?: string;
    readonly headers?: Readonly<Record<string, string>>;
  } = {}
): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> {
  const tokens = await accounts.refreshSession();
  const headers = { ...request.headers, ...(tokens ? { Authorization: `Bearer ${tokens.accessToken}` } : {}) };
  return send(path, { ...request, headers, credentials: 'include' });
}
