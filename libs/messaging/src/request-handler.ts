import {
  Controller,
  Logger,
  UseInterceptors,
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { MsgHdrs } from '@nats-io/transport-node';
import { MessagePattern, RpcException, type NatsContext } from '@nestjs/microservices';
import { Observable, catchError, throwError } from 'rxjs';
import { runWithRequestId } from '@reelsmith/config';
import { UnknownCursorError, isDatabaseUnavailable } from '@reelsmith/database';
import {
  REQUEST_ID_HEADER,
  ServiceError,
  requestSubject,
  type RequestName,
  type RequestPayload,
  type ResponsePayload,
} from '@reelsmith/contracts';

type Handler<N extends RequestName> = (payload: RequestPayload<N>) => Promise<ResponsePayload<N>>;

/**
 * Marks a method as the handler of one request. The request name fixes the handler's
 * signature, so a handler that takes or returns the wrong payload does not compile.
 */
export function HandleRequest<N extends RequestName>(name: N) {
  const pattern = MessagePattern(requestSubject(name));
  return (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Handler<N>>) => {
    pattern(target, key, descriptor);
  };
}

/**
 * Runs each request inside its caller's request id and turns what a handler throws into a
 * `ServiceErrorBody` reply: `ServiceError`s keep their code, the database lib's known failures
 * get theirs, anything else is logged with its
 * stack and answered as `internal_error`.
 */
class RequestContextInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RequestHandler');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rpc = context.switchToRpc().getContext<NatsContext>();
    // Nest types NATS headers as any; they are the transport's MsgHdrs, absent on header-less messages.
    const headers = rpc.getHeaders() as MsgHdrs | undefined;
    const requestId = headers?.get(REQUEST_ID_HEADER) || 'internal';
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () =>
        next
          .handle()
          .pipe(catchError((error: unknown) => throwError(() => this.toRpcException(error, rpc))))
          .subscribe(subscriber),
      ),
    );
  }

  private toRpcException(error: unknown, rpc: NatsContext): RpcException {
    if (error instanceof ServiceError) return new RpcException(error.toBody());
    if (error instanceof UnknownCursorError) {
      return new RpcException(new ServiceError('parameter_invalid', error.message, error.parameter).toBody());
    }
    if (isDatabaseUnavailable(error)) {
      this.logger.warn({ err: error, subject: rpc.getSubject() }, 'database unavailable');
      return new RpcException(
        new ServiceError('service_unavailable', 'The service cannot reach its database. Retry shortly.').toBody(),
      );
    }
    this.logger.error({ err: error, subject: rpc.getSubject() }, 'request handler failed');
    return new RpcException(new ServiceError('internal_error', 'Internal error.').toBody());
  }
}

/** A controller whose methods answer NATS requests. */
export function RequestHandlers(): ClassDecorator {
  return applyDecorators(Controller(), UseInterceptors(RequestContextInterceptor));
}
