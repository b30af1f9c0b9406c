import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { invalidRequest, type ApiError } from './api-error.js';
import { endpointSpecOf } from './endpoint.decorator.js';
import { findInputProblem, findUndecodableQueryField, type InputProblem } from './plain-text.js';

/** Deeper than any body of the API needs; `user_prompt` has its own, lower limit. */
export const MAX_BODY_DEPTH = 32;

/**
 * Refuses control characters and lone surrogates in every text a client sends (path ids,
 * query cursors and filters, every string and key of a JSON body, nested too) and absurdly
 * deep bodies, before anything is claimed, asked or stored: such input never reaches a
 * service or PostgreSQL.
 */
@Injectable()
export class InputGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const spec = endpointSpecOf(this.reflector, context.getHandler());
    if (!spec) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    check(request.params, 1);
    const undecodable = findUndecodableQueryField(request.url);
    if (undecodable !== undefined) throw illFormed(undecodable);
    check(request.query, 2);
    // Only JSON bodies the route validates; raw (Stripe, uploads) and form bodies are not text fields.
    if (spec.body && !Buffer.isBuffer(request.body)) check(request.body, MAX_BODY_DEPTH);
    return true;
  }
}

function check(input: unknown, maxDepth: number): void {
  const problem = findInputProblem(input, maxDepth);
  if (!problem) return;
  const param = problem.path.map(String).join('.') || undefined;
  const name = param ?? 'request';
  throw invalidRequest('parameter_invalid', `Invalid ${name}: ${PROBLEM_MESSAGES[problem.kind]}`, param);
}

function illFormed(param: string): ApiError {
  return invalidRequest('parameter_invalid', `Invalid ${param}: ${PROBLEM_MESSAGES.ill_formed}`, param);
}

const PROBLEM_MESSAGES: Record<InputProblem['kind'], string> = {
  control_character: 'must not contain control characters (only tab and newline are allowed).',
  ill_formed: 'must be well-formed Unicode (a lone UTF-16 surrogate such as \\ud800 is no character).',
  too_deep: 'nested too deeply.',
};
