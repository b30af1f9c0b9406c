import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ApiError } from './api-error.js';

/** Files a client sends as the raw body (assets): at most this much, where JSON stays at 1 MiB. */
export const RAW_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

/** What a route that takes a file as its body accepts, declared on its `@Endpoint({ upload })`. */
export interface RawUploadSpec {
  /**
   * Media types accepted as the body, e.g. `image/png`. `application/json` among them is read as
   * bytes too (a feed), up to `maxBytes` rather than JSON's 1 MiB.
   */
  types: readonly string[];
  /** The most the body may hold; RAW_UPLOAD_LIMIT_BYTES when not said. Set, it is the route's body limit. */
  maxBytes?: number;
}

/** The route's upload spec; Endpoint puts it into the route's Fastify config. */
export function rawUploadOf(request: FastifyRequest): RawUploadSpec | undefined {
  return (request.routeOptions.config as { upload?: RawUploadSpec } | undefined)?.upload;
}

/** The media type of the request's body, lower-cased, without parameters. */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Whether the body is a file the route takes (and so may be up to its upload's limit). */
export function isRawUpload(request: FastifyRequest): boolean {
  return rawUploadOf(request)?.types.includes(mediaTypeOf(request)) ?? false;
}

/** The most a file sent to this route may hold. */
export function rawUploadLimitOf(request: FastifyRequest): number {
  return rawUploadOf(request)?.maxBytes ?? RAW_UPLOAD_LIMIT_BYTES;
}

/**
 * Reads the bodies of the given media types as bytes, up to RAW_UPLOAD_LIMIT_BYTES, on the routes
 * that declare them; on every other route such a body is answered 415 as before. JSON is
 * json-bodies.ts's: a route taking a JSON file (a feed) gets it as bytes there.
 */
export function registerRawUploads(fastify: FastifyInstance, types: readonly string[]): void {
  fastify.addContentTypeParser(
    [...types],
    { parseAs: 'buffer', bodyLimit: RAW_UPLOAD_LIMIT_BYTES },
    (request, body, done) => {
      if (isRawUpload(request)) done(null, body);
      else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
    },
  );
  // An upload route's own limit (a feed's 50 MB) is its Fastify body limit, for every type it takes.
  fastify.addHook('onRoute', (route) => {
    const maxBytes = (route.config as { upload?: RawUploadSpec })?.upload?.maxBytes;
    if (maxBytes !== undefined) route.bodyLimit = maxBytes;
  });
}

/** An uploaded file as the route's handler gets it. */
export interface UploadedFile {
  bytes: Buffer;
  /** One of the route's accepted media types. */
  contentType: string;
}

/** The raw body of an upload route; a JSON body there is answered 415 naming what is accepted. */
export const UploadedBody = createParamDecorator((_: unknown, context: ExecutionContext): UploadedFile => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (!Buffer.isBuffer(request.body) || !isRawUpload(request)) throw unsupportedUpload(request);
  return { bytes: request.body, contentType: mediaTypeOf(request) };
});

export function unsupportedUpload(request: FastifyRequest): ApiError {
  const accepted = rawUploadOf(request)?.types.join(', ') ?? '';
  return new ApiError(
    415,
    'invalid_request_error',
    'unsupported_media_type',
    `Unsupported Content-Type '${request.headers['content-type'] ?? ''}'. Send the file as the body with one of: ${accepted}.`,
  );
}
