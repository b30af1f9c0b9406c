import { createHash } from 'node:crypto';
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Observable, catchError, finalize, from, mergeMap, of, switchMap } from 'rxjs';
import { ServiceError } from '@reelsmith/contracts';
import type { AuthenticatedRequest } from '../accounts/authenticated-account.js';
import { ApiError, httpErrorFor, invalidRequest } from '../http/api-error.js';
import { endpointSpecOf, takesIdempotencyKey } from '../http/endpoint.decorator.js';
import { canonicalJson } from './canonical-json.js';
import { IdempotencyStore } from './idempotency.store.js';
import { openReply, sealReply } from './sealed-reply.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

/**
 * Makes every POST safe to retry: the same Idempotency-Key with the same request replays
 * the first response and does nothing twice; with another request it answers 409.
 *
 * - Keys are scoped to the account, or to the operator (`admin`) on admin routes. Routes
 *   without a key (checkout pages, the Stripe webhook) and routes that write their own,
 *   non-JSON response (previews, which change nothing) ignore the header.
 * - A request that certainly did nothing (4xx) releases its key. One whose outcome is unknown
 *   (5xx, a timeout) keeps it claimed; the retry re-asks the service with the same key, which
 *   the service enforces with a unique index, and so answers the first result.
 * - Bodies are compared as canonical JSON: the same fields with their keys in another order
 *   are the same request.
 * - Replies that hold a secret are stored encrypted under the caller's credential.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const spec = endpointSpecOf(this.reflector, context.getHandler());
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || key === undefined || !takesIdempotencyKey(spec)) return next.handle();
    if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw invalidRequest(
        'parameter_invalid',
        `Invalid Idempotency-Key: must be 1 to ${MAX_KEY_LENGTH} characters.`,
        'Idempotency-Key',
      );
    }
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const scope = spec.auth === 'admin' ? 'admin' : request.account!.id;
    const fingerprint = fingerprintOf(request);
    // The guards have accepted the credential; sensitive replies are sealed under it.
    const credential = spec.sensitiveResponse ? (request.headers.authorization ?? '') : undefined;

    return from(this.store.claim(scope, key, fingerprint)).pipe(
      switchMap((claim) => {
        if (claim.kind === 'conflict') throw conflict(claim.reason);
        if (claim.kind === 'replay') {
          const body = credential === undefined ? claim.body : openReply(claim.body, credential, scope, key);
          if (body === undefined) throw conflict('different_request');
          void reply.status(claim.status).header('Idempotent-Replayed', 'true');
          return of(body);
        }
        const stopHolding = this.store.hold(scope, key);
        return next.handle().pipe(
          mergeMap(async (body: unknown) => {
            const stored = credential === undefined ? body : sealReply(body, credential, scope, key);
            await this.store.complete(scope, key, reply.statusCode, stored);
            return body;
          }),
          catchError(async (error: unknown) => {
            await (certainlyDidNothing(error) ? this.store.release(scope, key) : this.store.unsettle(scope, key));
            throw error;
          }),
          finalize(stopHolding),
        );
      }),
    );
  }
}

/** A refusal (4xx) means nothing was done; anything else may have done something. */
function certainlyDidNothing(error: unknown): boolean {
  if (error instanceof ApiError) return error.status < 500;
  if (error instanceof ServiceError) return httpErrorFor(error.code).status < 500;
  return false;
}

function fingerprintOf(request: AuthenticatedRequest): string {
  // An uploaded file is compared byte for byte; JSON as canonical JSON.
  const body = Buffer.isBuffer(request.body) ? request.body : canonicalJson(request.body ?? null);
  return createHash('sha256')
    .update(request.method)
    .update('\n')
    .update(request.url)
    .update('\n')
    .update(body)
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
