import { errorCodes, type FastifyInstance } from 'fastify';
import { API_PREFIX } from '../openapi/openapi-document.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, kept only for routes that verify a signature over it. */
    rawBody?: string;
  }
}

const STRIPE_WEBHOOK_ROUTE = `/${API_PREFIX}/payments/stripe/webhook`;
const CHECKOUT_FORM_ROUTES = new Set([`/${API_PREFIX}/checkout/:id/pay`, `/${API_PREFIX}/checkout/:id/cancel`]);

/**
 * Two exceptions to "JSON only", each for named routes; every other route parses exactly as
 * before:
 * - the Stripe webhook keeps its raw body beside the parsed one, because the signature is
 *   over the bytes as sent (Fastify's own JSON parser still does the parsing);
 * - the sandbox checkout page posts plain HTML forms, which carry no fields (the action is
 *   in the path), so their body is not even read. Forms anywhere else are answered 415.
 */
export function registerBillingBodyParsers(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser(
    fastify.initialConfig.onProtoPoisoning ?? 'error',
    fastify.initialConfig.onConstructorPoisoning ?? 'error',
  );
  fastify.decorateRequest('rawBody', undefined);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (request.routeOptions.url === STRIPE_WEBHOOK_ROUTE) request.rawBody = text;
    // Fastify's default JSON parser answers through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });
  fastify.addContentTypeParser('application/x-www-form-urlencoded', (request, _payload, done) => {
    if (CHECKOUT_FORM_ROUTES.has(request.routeOptions.url ?? '')) done(null, {});
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });
}
