import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRawUpload } from './raw-uploads.js';

/** JSON request bodies are at most this large (the contract's 1 MiB); files taken as bodies have their own limits. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, kept only for routes that verify a signature over it. */
    rawBody?: string;
  }
}

/**
 * The one JSON parser: Fastify's own, except that a route taking a JSON file (a Shopify feed)
 * gets the bytes, and a route that verifies a signature over the body as sent (`keepsRawBody`:
 * the Stripe webhook) keeps the text beside the parsed body. One parser, because Fastify keeps
 * one per media type: a second registration would silently replace the first.
 */
export function registerJsonParser(fastify: FastifyInstance, keepsRawBody: (request: FastifyRequest) => boolean) {
  const parseJson = fastify.getDefaultJsonParser(
    fastify.initialConfig.onProtoPoisoning ?? 'error',
    fastify.initialConfig.onConstructorPoisoning ?? 'error',
  );
  fastify.decorateRequest('rawBody', undefined);
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (isRawUpload(request)) {
      done(null, body);
      return;
    }
    const text = (body as Buffer).toString('utf8');
    if (keepsRawBody(request)) request.rawBody = text;
    // Fastify's default JSON parser answers through `done`; its return value carries nothing.
    void parseJson(request, text, done);
  });
}
