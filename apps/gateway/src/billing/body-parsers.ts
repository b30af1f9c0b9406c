import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { API_PREFIX } from '../openapi/openapi-document.js';

const STRIPE_WEBHOOK_ROUTE = `/${API_PREFIX}/payments/stripe/webhook`;
const CHECKOUT_FORM_ROUTES = new Set([`/${API_PREFIX}/checkout/:id/pay`, `/${API_PREFIX}/checkout/:id/cancel`]);

/** The Stripe webhook keeps its raw body beside the parsed one: the signature is over the bytes as sent. */
export const isStripeWebhook = (request: FastifyRequest): boolean => request.routeOptions.url === STRIPE_WEBHOOK_ROUTE;

/**
 * The sandbox checkout page posts plain HTML forms, which carry no fields (the action is in the
 * path), so their body is not even read. Forms anywhere else are answered 415.
 */
export function registerCheckoutFormParser(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', (request, _payload, done) => {
    if (CHECKOUT_FORM_ROUTES.has(request.routeOptions.url ?? '')) done(null, {});
    else done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
  });
}
