import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedAccount, AuthenticatedRequest } from './authenticated-account.js';

/** The account the AuthGuard resolved from the request's API key. */
export const CurrentAccount = createParamDecorator((_: unknown, context: ExecutionContext): AuthenticatedAccount => {
  const account = context.switchToHttp().getRequest<AuthenticatedRequest>().account;
  if (!account) throw new Error('CurrentAccount used on a route that is not authenticated by API key');
  return account;
});
