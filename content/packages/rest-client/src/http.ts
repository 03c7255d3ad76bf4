// The runtime's global fetch, declared by the part these sources use.
export interface HttpResponse {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}
export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: string;
  headers?: Readonly<Record<string, string>>;
  credentials?: 'include' | 'omit' | 'same-origin';
}
declare function fetch(url: string, init: HttpRequest): Promise<HttpResponse>;

/** Sends one request through the global fetch. */
export function send(url: string, init: HttpRequest): Promise<HttpResponse> {
  return fetch(url, init);
}
