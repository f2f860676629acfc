import { expectMatchesOpenApi } from './openapi-contract.js';

/**
 * A tiny HTTP client for tests with a cookie jar, so a test talks to the server the way a browser does. Every answer
 * of an /api operation is checked against the OpenAPI document (openapi-contract.ts): an undocumented status or a
 * body that does not match the document fails the request, so the tests keep the document true.
 */
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Sets a cookie by hand (e.g. to replay an old session id). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ''] = setCookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired = /expires=Thu, 01 Jan 1970/i.test(setCookie) || /max-age=0/i.test(setCookie) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const answer = { status: response.status, headers: response.headers, body: parsed as T, text };
    if (path.startsWith('/api/')) expectMatchesOpenApi(answer, method, path);
    return answer;
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }

  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, headers });
  }

  /** A GraphQL operation as Apollo Client sends it (JSON POST). */
  gql(query: string, variables?: Record<string, unknown>) {
    return this.request('POST', '/graphql', {
      json: { query, variables },
    });
  }
}

/** A new browser-like client signed in as `username` (the demo accounts' password unless given). */
export async function signedInClient(baseUrl: string, username: string, password = 'demo-pass'): Promise<ApiClient> {
  const client = new ApiClient(baseUrl);
  const res = await client.post('/api/login', { username, password });
  if (res.status !== 200) throw new Error(`Sign-in of ${username} answered ${res.status}: ${res.text}`);
  return client;
}

/** The first GraphQL error of an answer as `{ message, code }`, or undefined when there is none. */
export function firstGraphQLError(res: { body: any }): { message: string; code: string } | undefined {
  const error = res.body?.errors?.[0];
  return error && { message: error.message, code: error.extensions?.code };
}
