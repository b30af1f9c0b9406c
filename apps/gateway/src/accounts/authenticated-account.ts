import type { Language } from '@reelsmith/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is calling, as resolved from the API key. */
export interface AuthenticatedAccount {
  id: string;
  language: Language;
  apiKeyId: string;
}

/** A request the AuthGuard has let through: `account` is set on routes that take an API key. */
export interface AuthenticatedRequest extends FastifyRequest {
  account?: AuthenticatedAccount;
}
