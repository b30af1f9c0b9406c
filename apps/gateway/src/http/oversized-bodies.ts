import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { isRawUpload, rawUploadLimitOf } from './raw-uploads.js';

/**
 * How much of a body over the limit is read (and thrown away) so its sender can read the 413.
 * A client sending more than this is cut off; the request timeout bounds how long it may take.
 */
export const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

/**
 * Answers a body over the limit only once the client has finished sending it (up to
 * MAX_DRAINED_BYTES). Fastify answers 413 at once and closes the connection; a socket closed
 * with unread bytes in it is reset, and the client, still writing, then gets EPIPE or
 * ECONNRESET instead of the 413, or loses the 413 it had half read.
 */
export function drainOversizedBodies(fastify: FastifyInstance, bodyLimit: number): void {
  fastify.addHook('preParsing', async (request, _reply, payload) => {
    const limit = bodyLimitOf(request, bodyLimit);
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      // Fastify refuses it on its Content-Length alone, after this hook: read it first.
      await discard(request.raw, MAX_DRAINED_BYTES);
      return payload;
    }
    // A declared length is enforced by Node's parser; only a chunked body can outgrow the limit.
    return Number.isFinite(declared) ? payload : payload.pipe(limitedBody(limit, payload));
  });
}

/** The most this request's body may hold: a file on an upload route, else the route's (JSON) limit. */
export function bodyLimitOf(request: FastifyRequest, bodyLimit: number): number {
  return isRawUpload(request) ? rawUploadLimitOf(request) : (request.routeOptions.bodyLimit ?? bodyLimit);
}

/** Reads and drops a request's body up to `bound` bytes, until it ends, fails or is too much. */
function discard(body: IncomingMessage, bound: number): Promise<void> {
  return new Promise((resolve) => {
    let received = 0;
    const stop = () => {
      body.off('data', onData);
      body.pause();
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > bound) stop();
    };
    body.on('data', onData);
    body.once('end', stop);
    body.once('error', stop);
    body.once('close', stop);
  });
}

/**
 * Passes a chunked body through while it fits; past the limit it drops the rest as it arrives
 * and fails with Fastify's own 413 error once the client has sent it all (or too much).
 */
function limitedBody(limit: number, source: Readable): Transform {
  let received = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      if (received > limit + MAX_DRAINED_BYTES) return callback(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      callback(); // dropped: the answer waits until the client has finished sending
    },
    flush(callback) {
      callback(received > limit ? new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE() : null);
    },
  });
  // A client that hangs up (or times out) mid-body fails the parse instead of leaving it waiting.
  source.once('error', (error) => limited.destroy(error));
  return limited;
}
