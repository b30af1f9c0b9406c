import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { ApiError } from '../http/api-error.js';
import { endpointSpecOf } from '../http/endpoint.decorator.js';
import { AccountsService } from './accounts.service.js';
import type { AuthenticatedAccount } from './authenticated-account.js';

export interface AuthenticatedRequest extends FastifyRequest {
  account?: AuthenticatedAccount;
}

const unauthenticated = (message: string) =>
  new ApiError(401, 'authentication_error', 'invalid_api_key', message, undefined, {
    'WWW-Authenticate': 'Bearer',
  });

/**
 * Every `/v1` route declares who may call it: an account's API key (the default), the
 * operator's admin token, or nobody in particular. Routes without a spec are the
 * unversioned health probes.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accounts: AccountsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const spec = endpointSpecOf(this.reflector, context.getHandler());
    if (!spec || spec.auth === 'none') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (spec.auth === 'admin') {
      this.checkAdminToken(token);
      return true;
    }
    const account = await this.accounts.authenticate(token);
    if (!account) throw unauthenticated('Invalid API key provided.');
    request.account = account;
    return true;
  }

  private checkAdminToken(token: string): void {
    const expected = this.config.ADMIN_TOKEN;
    if (!expected) {
      throw unauthenticated('The admin API is disabled: the operator has not set ADMIN_TOKEN.');
    }
    const given = Buffer.from(token);
    const wanted = Buffer.from(expected);
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
      throw unauthenticated('Invalid admin token provided.');
    }
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) {
    throw unauthenticated('No API key provided. Send it as a bearer token: Authorization: Bearer <api key>.');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) {
    throw unauthenticated('Malformed Authorization header. Use: Authorization: Bearer <api key>.');
  }
  return match[1]!;
}
