import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ENDPOINT_SPEC, type EndpointSpec } from './endpoint.decorator.js';
import { invalidRequest } from './api-error.js';
import { parseInput } from './validation.js';

function specOf(context: ExecutionContext): EndpointSpec {
  const spec = Reflect.getMetadata(ENDPOINT_SPEC, context.getHandler()) as EndpointSpec | undefined;
  if (!spec) throw new Error(`${context.getHandler().name} has no @Endpoint spec`);
  return spec;
}

/** The request body, validated against the route's `@Endpoint({ body })` schema. */
export const ValidBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const spec = specOf(context);
  if (!spec.body) throw new Error(`${context.getHandler().name} declares no body schema`);
  return parseInput(spec.body, context.switchToHttp().getRequest<FastifyRequest>().body, 'body');
});

/** The query string, validated against the route's `@Endpoint({ query })` schema. */
export const ValidQuery = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const spec = specOf(context);
  if (!spec.query) throw new Error(`${context.getHandler().name} declares no query schema`);
  return parseInput(spec.query, context.switchToHttp().getRequest<FastifyRequest>().query, 'query');
});

/**
 * The request body as a JSON object, unchecked beyond that, for a route whose owning service
 * validates the rest (a template body: the catalog applies the format's rules). The route's
 * `@Endpoint({ body })` schema documents it.
 */
export const ObjectBody = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const body = context.switchToHttp().getRequest<FastifyRequest>().body ?? {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest('parameter_invalid', 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
});
