import type { IncomingMessage } from 'node:http';
import { newId } from '@reelsmith/database';

/** A client's own request id is kept when it is short and printable; otherwise we make one. */
const CLIENT_REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : newId('req');
}
