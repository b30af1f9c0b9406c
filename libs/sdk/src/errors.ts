/** The contract's error body: `{"error": {type, code, message, param}}`. */
export interface ApiErrorBody {
  type: string;
  code?: string;
  message: string;
  param?: string;
}

/**
 * Every failure the SDK reports: an API error (with the contract's `type`, `code`, `param`), a
 * connection that failed after the retries (`status` 0, `type` `connection_error`), or a wait
 * that ran out (`type` `wait_timeout`). `requestId` names the request in Reelsmith's logs.
 */
export class ReelsmithError extends Error {
  override readonly name = 'ReelsmithError';
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  readonly param: string | undefined;
  readonly requestId: string | undefined;

  constructor(status: number, body: ApiErrorBody, requestId?: string, options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.type = body.type;
    this.code = body.code;
    this.param = body.param;
    this.requestId = requestId;
  }
}

/** The error of a response that is not the contract's shape (a proxy's page, say). */
export function errorFromResponse(status: number, body: unknown, requestId: string | undefined): ReelsmithError {
  const error = (body as { error?: Partial<ApiErrorBody> } | null)?.error;
  if (error && typeof error.type === 'string' && typeof error.message === 'string') {
    return new ReelsmithError(status, error as ApiErrorBody, requestId);
  }
  const message = typeof body === 'string' && body !== '' ? body.slice(0, 200) : `HTTP ${status}`;
  return new ReelsmithError(
    status,
    { type: status >= 500 ? 'api_error' : 'invalid_request_error', message },
    requestId,
  );
}
