import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from './idempotency.interceptor.js';

/**
 * The request's Idempotency-Key (checked by the interceptor before the handler runs), for
 * routes that pass it down to the service that creates the resource.
 */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const key = context.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_HEADER];
  return typeof key === 'string' ? key : undefined;
});
