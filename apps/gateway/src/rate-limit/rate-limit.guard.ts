import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../accounts/authenticated-account.js';
import { ApiError } from '../http/api-error.js';
import { SharedRateLimit } from './shared-rate-limit.js';
import type { RateLimitDecision } from './token-leases.js';

/**
 * Limits each API key (default 50 requests/s, bursts of 100) across every gateway replica,
 * and tells the client where it stands with RateLimit-* headers (docs/decisions/rate-limits.md).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(private readonly limits: SharedRateLimit) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.account) return true;
    let decision: RateLimitDecision;
    try {
      decision = await this.limits.take(request.account.apiKeyId);
    } catch (error) {
      // The limiter's store is down: let the request through rather than refuse everyone.
      this.logger.warn({ err: error }, 'rate limit unavailable; request allowed');
      return true;
    }
    const headers = {
      'RateLimit-Limit': String(decision.limit),
      'RateLimit-Remaining': String(decision.remaining),
      'RateLimit-Reset': String(decision.resetSeconds),
    };
    if (!decision.allowed) {
      throw new ApiError(
        429,
        'rate_limit_error',
        'rate_limited',
        'Too many requests. Slow down and retry after the time in Retry-After.',
        undefined,
        { ...headers, 'Retry-After': String(decision.retryAfterSeconds) },
      );
    }
    void context.switchToHttp().getResponse<FastifyReply>().headers(headers);
    return true;
  }
}
