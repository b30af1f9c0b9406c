import { HttpCode, SetMetadata, applyDecorators } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import type { RawUploadSpec } from './raw-uploads.js';

export type EndpointAuth = 'api_key' | 'admin' | 'none';

/**
 * Everything the gateway knows about a route, declared once: it drives input validation,
 * authentication, and the OpenAPI document, so the document cannot drift from the code.
 */
export interface EndpointSpec {
  tag: string;
  summary: string;
  description?: string;
  /** Success status; 200 when omitted. */
  status?: number;
  body?: z.ZodType;
  /** The body is a file of one of these media types, not JSON (http/raw-uploads.ts). */
  upload?: RawUploadSpec;
  query?: z.ZodType;
  /** Absent for responses that are not JSON (pages, files). */
  response?: z.ZodType;
  /** The media type of a response that is not JSON, for the OpenAPI document (e.g. `image/jpeg`). */
  produces?: string;
  /** The JSON a `produces` route answers instead when the request accepts `application/json`. */
  jsonAlternative?: z.ZodType;
  /** Error statuses this route can answer, beyond the ones every route can. */
  errors?: number[];
  auth?: EndpointAuth;
  /**
   * The response holds a secret (an API key, a webhook signing secret): a copy kept for Idempotency-Key replays is
   * encrypted under the caller's credential, never stored in plain text.
   */
  sensitiveResponse?: boolean;
}

export const ENDPOINT_SPEC = Symbol('ENDPOINT_SPEC');

export function Endpoint(spec: EndpointSpec): MethodDecorator {
  const decorators = [SetMetadata(ENDPOINT_SPEC, spec), HttpCode(spec.status ?? 200)];
  // The body parser and the body limit read it from the route's Fastify config, before Nest runs.
  if (spec.upload) decorators.push(RouteConfig({ upload: spec.upload }));
  return applyDecorators(...decorators);
}

export function endpointSpecOf(reflector: Reflector, handler: object): EndpointSpec | undefined {
  return reflector.get<EndpointSpec | undefined>(ENDPOINT_SPEC, handler as never);
}

/**
 * Whether a route takes part in Idempotency-Key replays: keyed (account or operator) and
 * answering JSON through Nest. Others (pages, files, the Stripe webhook, images made on
 * demand) ignore the header.
 */
export function takesIdempotencyKey(spec: EndpointSpec | undefined): spec is EndpointSpec {
  return spec !== undefined && spec.auth !== 'none' && spec.response !== undefined;
}
