import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { endpointSpecOf } from '../http/endpoint.decorator.js';
import { TokenBuckets } from '../rate-limit/token-bucket.js';
import { AccountsService } from './accounts.service.js';
import type { AuthenticatedRequest } from './authenticated-account.js';

const unauthenticated = (message: string) =>
  new ApiError(401, 'authentication_error', 'invalid_api_key', message, undefined, {
    'WWW-Authenticate': 'Bearer',
  });

const rateLimited = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'rate_limit_error',
    'rate_limited',
    'Too many unauthenticated requests from this address. Retry after the time in Retry-After.',
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

/**
 * Every `/v1` route declares who may call it: an account's API key (the default), the
 * operator's admin token, or nobody in particular. Routes without a spec are the
 * unversioned health probes.
 *
 * Traffic that no key vouches for is limited per client address: requests to routes without
 * a key, and failed authentications. An address out of tokens is refused before its key is
 * looked up, unless the key is one this replica already knows to be valid.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly addresses: TokenBuckets;

  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.addresses = new TokenBuckets(
      config.UNAUTHENTICATED_RATE_LIMIT_PER_SECOND,
      config.UNAUTHENTICATED_RATE_LIMIT_BURST,
    );
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const spec = endpointSpecOf(this.reflector, context.getHandler());
    if (!spec) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (spec.auth === 'none') {
      this.spend(request.ip);
      return true;
    }
    const token = this.tokenOf(request);
    if (token === undefined) {
      this.spend(request.ip);
      throw unauthenticated('No API key provided. Send it as a bearer token: Authorization: Bearer <api key>.');
    }
    if (spec.auth === 'admin') {
      this.refuseExhausted(request.ip);
      if (!this.isAdminToken(token)) this.fail(request.ip, this.adminFailure());
      return true;
    }
    const known = this.accounts.cached(token);
    if (!known) this.refuseExhausted(request.ip);
    const account = known ?? (await this.accounts.authenticate(token));
    if (!account) this.fail(request.ip, unauthenticated('Invalid API key provided.'));
    request.account = account;
    return true;
  }

  private tokenOf(request: FastifyRequest): string | undefined {
    try {
      return bearerToken(request);
    } catch (error) {
      this.spend(request.ip);
      throw error;
    }
  }

  /** Counts one unvouched request against the address, refusing it when none are left. */
  private spend(address: string): void {
    const state = this.addresses.take(address);
    if (!state.allowed) throw rateLimited(state.retryAfterSeconds);
  }

  private refuseExhausted(address: string): void {
    if (!this.addresses.has(address)) throw rateLimited(1);
  }

  private fail(address: string, error: ApiError): never {
    this.spend(address);
    throw error;
  }

  private adminFailure(): ApiError {
    return this.config.ADMIN_TOKEN
      ? unauthenticated('Invalid admin token provided.')
      : unauthenticated('The admin API is disabled: the operator has not set ADMIN_TOKEN.');
  }

  private isAdminToken(token: string): boolean {
    const expected = this.config.ADMIN_TOKEN;
    if (!expected) return false;
    const given = Buffer.from(token);
    const wanted = Buffer.from(expected);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
}

/** The bearer token, undefined when there is no Authorization header at all. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw unauthenticated('Malformed Authorization header. Use: Authorization: Bearer <api key>.');
  }
  return match[1]!;
}
