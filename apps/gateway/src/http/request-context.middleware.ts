import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { runWithRequestId } from '@reelsmith/config';

/** Runs the rest of the request inside its id, so logs and NATS messages carry it. */
@Injectable()
export class RequestContextMiddleware implements NestMiddleware {
  use(request: IncomingMessage & { id?: string }, _response: unknown, next: () => void): void {
    runWithRequestId(String(request.id ?? 'unknown'), next);
  }
}
