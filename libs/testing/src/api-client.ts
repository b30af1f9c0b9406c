export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A tiny JSON client for tests: every call returns status, headers and the parsed body. */
export class ApiClient {
  constructor(
    private readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  get<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.send<T>('GET', path, undefined, headers);
  }
  post<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send<T>('POST', path, body, headers);
  }
  patch<T = unknown>(path: string, body?: unknown, headers: Record<string, string> = {}) {
    return this.send<T>('PATCH', path, body, headers);
  }
  delete<T = unknown>(path: string, headers: Record<string, string> = {}) {
    return this.send<T>('DELETE', path, undefined, headers);
  }

  /** Sends a raw body (text or a file's bytes) with whatever content type the test wants. */
  async raw<T = unknown>(method: string, path: string, body: string | Uint8Array, headers: Record<string, string>) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      body: body as RequestInit['body'],
      headers: { ...this.auth(), ...headers },
    });
    return this.parse<T>(response);
  }

  private async send<T>(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: { ...this.auth(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return this.parse<T>(response);
  }

  private auth(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  private async parse<T>(response: Response): Promise<ApiResponse<T>> {
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && text ? JSON.parse(text) : text) as T,
    };
  }
}
