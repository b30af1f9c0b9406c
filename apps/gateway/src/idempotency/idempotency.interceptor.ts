import { createHash } from 'node:crypto';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Observable, catchError, from, mergeMap, of, switchMap } from 'rxjs';
import type { AuthenticatedRequest } from '../accounts/auth.guard.js';
import { ApiError, invalidRequest } from '../http/api-error.js';
import { IdempotencyStore } from './idempotency.store.js';

const HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

/**
 * Makes every POST safe to retry: the same Idempotency-Key with the same request replays
 * the first response and does nothing twice; with another request it answers 409. Only
 * successes are kept; a failed request releases its key so it can be retried.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly store: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const key = request.headers[HEADER];
    if (request.method !== 'POST' || key === undefined) return next.handle();
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw invalidRequest(
        'parameter_invalid',
        `Invalid Idempotency-Key: must be 1 to ${MAX_KEY_LENGTH} characters.`,
        'Idempotency-Key',
      );
    }
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const scope = request.account?.id ?? 'admin';
    const fingerprint = fingerprintOf(request);

    return from(this.store.claim(scope, key, fingerprint)).pipe(
      switchMap((claim) => {
        if (claim.kind === 'replay') {
          void reply.status(claim.status).header('Idempotent-Replayed', 'true');
          return of(claim.body);
        }
        if (claim.kind === 'conflict') throw conflict(claim.reason);
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            await this.store.complete(scope, key, reply.statusCode, body);
            return body;
          }),
          catchError(async (error: unknown) => {
            await this.store.release(scope, key);
            throw error;
          }),
        );
      }),
    );
  }
}

function fingerprintOf(request: AuthenticatedRequest): string {
  return createHash('sha256')
    .update(request.method)
    .update('\n')
    .update(request.url)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

function conflict(reason: 'different_request' | 'in_progress'): ApiError {
  return reason === 'different_request'
    ? new ApiError(
        409,
        'idempotency_error',
        'idempotency_key_reused',
        'This Idempotency-Key was already used with different parameters.',
        'Idempotency-Key',
      )
    : new ApiError(
        409,
        'idempotency_error',
        'idempotency_key_in_use',
        'A request with this Idempotency-Key is still being processed. Retry later.',
        'Idempotency-Key',
      );
}
