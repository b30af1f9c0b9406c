import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import type { AuthenticatedRequest } from '../accounts/auth.guard.js';
import { ApiError } from '../http/api-error.js';
import { TokenBuckets } from './token-bucket.js';

/**
 * Limits each API key (default 50 requests/s, bursts of 100) and tells the client where it
 * stands with RateLimit-* headers. Counted per gateway replica (docs/decisions.md).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly buckets: TokenBuckets;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.buckets = new TokenBuckets(config.RATE_LIMIT_PER_SECOND, config.RATE_LIMIT_BURST);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.account) return true;
    const state = this.buckets.take(request.account.apiKeyId);
    const headers = {
      'RateLimit-Limit': String(this.buckets.burst),
      'RateLimit-Remaining': String(state.remaining),
      'RateLimit-Reset': String(state.resetSeconds),
    };
    if (!state.allowed) {
      throw new ApiError(
        429,
        'rate_limit_error',
        'rate_limited',
        'Too many requests. Slow down and retry after the time in Retry-After.',
        undefined,
        { ...headers, 'Retry-After': String(state.retryAfterSeconds) },
      );
    }
    void context.switchToHttp().getResponse<FastifyReply>().headers(headers);
    return true;
  }
}
