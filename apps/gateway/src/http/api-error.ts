import type { ErrorCode } from '@reelsmith/contracts';

/** Every `type` of a public error, which follows the HTTP status (docs/api.md, "Errors"). */
export const API_ERROR_TYPES = [
  'invalid_request_error',
  'authentication_error',
  'insufficient_credits',
  'not_found',
  'idempotency_error',
  'rate_limit_error',
  'service_unavailable',
  'api_error',
] as const;
export type ApiErrorType = (typeof API_ERROR_TYPES)[number];

export interface ApiErrorBody {
  error: { type: ApiErrorType; code: string; message: string; param?: string };
}

/** An error raised by the gateway itself, before or instead of a service call. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: ApiErrorType,
    readonly code: string,
    message: string,
    readonly param?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const error: ApiErrorBody['error'] = { type: this.type, code: this.code, message: this.message };
    if (this.param !== undefined) error.param = this.param;
    return { error };
  }
}

/** Status and type for every code a service can answer with; exhaustive by construction. */
export function httpErrorFor(code: ErrorCode): { status: number; type: ApiErrorType } {
  switch (code) {
    case 'parameter_missing':
    case 'parameter_unknown':
    case 'parameter_invalid':
    case 'url_unreachable':
    case 'product_not_found':
    case 'video_not_cancelable':
    case 'batch_not_cancelable':
    case 'image_unreachable':
    case 'image_invalid':
    case 'template_invalid':
    case 'template_too_large':
    case 'template_read_only':
    case 'template_limit_reached':
    case 'asset_invalid':
    case 'asset_limit_reached':
    case 'asset_missing':
    case 'asset_wrong_kind':
    case 'asset_in_use':
    case 'external_id_taken':
      return { status: 400, type: 'invalid_request_error' };
    case 'resource_missing':
      return { status: 404, type: 'not_found' };
    case 'insufficient_credits':
      return { status: 402, type: 'insufficient_credits' };
    case 'idempotency_error':
      return { status: 409, type: 'idempotency_error' };
    case 'service_unavailable':
      return { status: 503, type: 'service_unavailable' };
    case 'internal_error':
      return { status: 500, type: 'api_error' };
  }
}

export const invalidRequest = (code: string, message: string, param?: string) =>
  new ApiError(400, 'invalid_request_error', code, message, param);
