import { createInbox, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';

/** A request that got no reply: no service listening, no answer in time, or the connection gone. */
export class NoReplyError extends Error {
  override name = 'NoReplyError';
}

interface Waiting {
  resolve(message: Msg): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * This process's requests and their replies on one subscription: each request names
 * `<inbox>.<n>` as its reply subject, and the subscription to `<inbox>.*` hands every reply to
 * the request waiting for it. The NATS client's own `request()` works the same way but builds
 * an Error on every request, even one that succeeds (for a stack trace it then throws away):
 * the gateway's largest cost of its own per request once the rest was trimmed.
 */
export class RequestMux {
  private readonly waiting = new Map<string, Waiting>();
  private readonly inbox: string;
  private sequence = 0;

  constructor(
    private readonly connection: NatsConnection,
    inboxPrefix: string,
  ) {
    this.inbox = `${createInbox(inboxPrefix)}.`;
    connection.subscribe(`${this.inbox}*`, {
      callback: (error, message) => (error ? this.failAll(error) : this.deliver(message)),
    });
    void connection.closed().then(() => this.failAll(new NoReplyError('the NATS connection is closed')));
  }

  request(subject: string, data: string, headers: MsgHdrs, timeoutMs: number): Promise<Msg> {
    this.sequence += 1;
    const token = String(this.sequence);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle(token)?.reject(new NoReplyError(`no reply within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiting.set(token, { resolve, reject, timer });
      try {
        this.connection.publish(subject, data, { reply: `${this.inbox}${token}`, headers });
      } catch (error) {
        this.settle(token)?.reject(error as Error);
      }
    });
  }

  private deliver(message: Msg): void {
    // A reply that comes after its request timed out has nobody waiting.
    const request = this.settle(message.subject.slice(this.inbox.length));
    if (!request) return;
    // The server's own answer when nobody subscribes to the subject: empty, status 503.
    if (message.data.length === 0 && message.headers?.code === 503) request.reject(new NoReplyError('no responders'));
    else request.resolve(message);
  }

  private settle(token: string): Waiting | undefined {
    const request = this.waiting.get(token);
    if (request) {
      this.waiting.delete(token);
      clearTimeout(request.timer);
    }
    return request;
  }

  private failAll(error: Error): void {
    for (const token of [...this.waiting.keys()]) this.settle(token)?.reject(error);
  }
}
