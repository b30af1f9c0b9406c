import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './api-error.js';
import { endpointSpecOf } from './endpoint.decorator.js';
import { findInputProblem } from './plain-text.js';

/** Deeper than any body of the API needs; `user_prompt` has its own, lower limit. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses control characters in every text a client sends (path ids, query cursors and
 * filters, every string of a JSON body) and absurdly deep bodies, before anything is claimed,
 * asked or stored: such input never reaches a service or PostgreSQL.
 */
@Injectable()
export class InputGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const spec = endpointSpecOf(this.reflector, context.getHandler());
    if (!spec) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    check(request.params, 1);
    check(request.query, 2);
    // Only JSON bodies the route validates; raw (Stripe) and form bodies are not text fields.
    if (spec.body) check(request.body, MAX_BODY_DEPTH);
    return true;
  }
}

function check(input: unknown, maxDepth: number): void {
  const problem = findInputProblem(input, maxDepth);
  if (!problem) return;
  const param = problem.path.map(String).join('.') || undefined;
  const name = param ?? 'request';
  throw problem.kind === 'control_character'
    ? invalidRequest(
        'parameter_invalid',
        `Invalid ${name}: must not contain control characters (only tab and newline are allowed).`,
        param,
      )
    : invalidRequest('parameter_invalid', `Invalid ${name}: nested too deeply.`, param);
}
