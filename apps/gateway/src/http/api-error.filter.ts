import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '@reelsmith/contracts';
import { isDatabaseUnavailable } from '@reelsmith/database';
import { ApiError, httpErrorFor, invalidRequest } from './api-error.js';
import { isRawUpload, rawUploadOf, unsupportedUpload } from './raw-uploads.js';

/**
 * Every error leaves the gateway in the contract's shape with the right status; nothing
 * else (no stack, no framework message) ever reaches a client.
 */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Gateway');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const error = toApiError(exception, request);
    if (error.status >= 500 && error.type === 'api_error') {
      this.logger.error({ err: exception, method: request.method, url: request.url }, 'unhandled error');
    }
    void reply.status(error.status).headers(error.headers).send(error.toBody());
  }
}

/** A path segment longer than any of our ids or names: nothing by that name exists. */
export function overlongIdError(): ApiError {
  return new ApiError(404, 'not_found', 'resource_missing', 'No such resource: the id in the URL is too long.');
}

/** Fastify's own errors (body parsing, limits) by their stable codes. */
function fastifyCodeOf(exception: unknown): string | undefined {
  const candidates = [exception, (exception as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const code = (candidate as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('FST_')) return code;
  }
  return undefined;
}

function fromFastifyError(code: string | undefined, request: FastifyRequest): ApiError | undefined {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        'invalid_request_error',
        'body_too_large',
        isRawUpload(request) ? 'The uploaded file exceeds 20 MB.' : 'The request body exceeds 1 MiB.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      if (rawUploadOf(request)) return unsupportedUpload(request);
      return new ApiError(
        415,
        'invalid_request_error',
        'unsupported_media_type',
        `Unsupported Content-Type '${request.headers['content-type'] ?? ''}'. Send JSON with Content-Type: application/json.`,
      );
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return overlongIdError();
    case 'FST_ERR_BAD_URL':
      return invalidRequest('invalid_url', 'The request URL is not valid: it has a malformed percent-encoding.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return invalidRequest('invalid_json', 'The request body is not valid JSON.');
    default:
      return undefined;
  }
}

export function toApiError(exception: unknown, request: FastifyRequest): ApiError {
  if (exception instanceof ApiError) return exception;
  if (exception instanceof ServiceError) {
    const { status, type } = httpErrorFor(exception.code);
    const message = exception.code === 'internal_error' ? internalMessage(request) : exception.message;
    return new ApiError(status, type, exception.code, message, exception.param);
  }
  // Nest wraps Fastify's errors in an HttpException whose cause is the original.
  const fastifyError = fromFastifyError(fastifyCodeOf(exception), request);
  if (fastifyError) return fastifyError;
  if (isDatabaseUnavailable(exception)) {
    return new ApiError(
      503,
      'service_unavailable',
      'service_unavailable',
      'The service is temporarily unavailable. Retry shortly.',
    );
  }
  if (exception instanceof SyntaxError) {
    return invalidRequest('invalid_json', 'The request body is not valid JSON.');
  }
  if (exception instanceof HttpException && exception.getStatus() === 404) {
    return new ApiError(
      404,
      'not_found',
      'route_missing',
      `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`,
    );
  }
  return new ApiError(500, 'api_error', 'internal_error', internalMessage(request));
}

const internalMessage = (request: FastifyRequest) =>
  `An internal error occurred. Quote request id ${String(request.id)} when contacting support.`;
