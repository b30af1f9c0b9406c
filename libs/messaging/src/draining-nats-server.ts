import { ServerNats, type NatsContext } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { NatsServerSettings } from './nats-options.js';

/** Waiting on the NATS server (an unsubscribe, a flush) during a stop: at most this long. */
const SERVER_ROUND_TRIP_LIMIT_MS = 5_000;

/**
 * Nest's NATS request server, made to drain. Nest's own closes its connection at once, so a
 * request still being handled gets no reply and its caller waits out its timeout for nothing.
 * This one first unsubscribes (`stopTakingRequests`: the queue group's other replicas get the
 * new requests), then waits until every request it took has been answered, then flushes the
 * last replies to the server and closes. It also takes our plain subjects (`rpc.v1.…`) as
 * routes as they are: Nest first reads each subject as a JSON pattern, and paid for a thrown
 * SyntaxError with its stack on every request.
 */
export class DrainingNatsServer extends ServerNats {
  private readonly requestSubscriptions: Subscription[] = [];
  /** Requests taken and not answered yet. */
  private readonly unanswered = new Set<Msg>();
  /** Of those, the ones that will be answered (they have a reply subject and a handler ran). */
  private readonly replying = new WeakSet<Msg>();
  private allAnswered: (() => void) | undefined;
  private stopping: Promise<void> | undefined;
  private connection: NatsConnection | undefined;

  constructor(private readonly settings: NatsServerSettings) {
    super(settings);
  }

  protected override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') ? super.getRouteFromPattern(pattern) : pattern;
  }

  /**
   * Listening ends once the server has the subscriptions (a flush is its round trip): until
   * then a request from another connection finds no responder, though the service says it has
   * started (and answers ready).
   */
  override start(callback: (error?: unknown) => void): void {
    super.start(() => {
      this.connection!.flush().then(
        () => callback(),
        (error: unknown) => callback(error),
      );
    });
  }

  /** Subscribes each request subject in the service's queue group, keeping the subscriptions to drain. */
  override bindEvents(client: NatsConnection): void {
    this.connection = client;
    for (const subject of this.messageHandlers.keys()) {
      this.requestSubscriptions.push(
        client.subscribe(subject, {
          queue: this.settings.queue,
          callback: this.getMessageHandler(subject).bind(this) as (error: Error | null, message: Msg) => void,
        }),
      );
    }
  }

  override async handleMessage(channel: string, message: Msg): Promise<unknown> {
    this.unanswered.add(message);
    try {
      return await super.handleMessage(channel, message);
    } catch (error) {
      // The handler could not run: no reply will come.
      this.answered(message);
      throw error;
    } finally {
      // Failed before a handler ran, or nothing to answer: done with it now.
      if (!this.replying.has(message)) this.answered(message);
    }
  }

  /** The reply that ends the request's response stream marks it answered. */
  override getPublisher(message: Msg, id: string, context: NatsContext): (response: unknown) => unknown {
    this.replying.add(message);
    const publish = super.getPublisher(message, id, context) as (response: unknown) => unknown;
    return (response: unknown) => {
      try {
        return publish(response);
      } finally {
        if ((response as { isDisposed?: boolean }).isDisposed) this.answered(message);
      }
    };
  }

  /** Unsubscribes from every request subject; requests already delivered are still answered. */
  stopTakingRequests(): Promise<void> {
    this.stopping ??= Promise.all(
      this.requestSubscriptions.map((subscription) => withinLimit(subscription.drain().catch(() => undefined))),
    ).then(() => undefined);
    return this.stopping;
  }

  override async close(): Promise<void> {
    await this.stopTakingRequests();
    if (this.unanswered.size > 0) await new Promise<void>((resolve) => (this.allAnswered = resolve));
    const connection = this.connectionIfOpen();
    if (connection) await withinLimit(connection.flush().catch(() => undefined));
    await super.close();
  }

  private answered(message: Msg): void {
    this.unanswered.delete(message);
    if (this.unanswered.size === 0) this.allAnswered?.();
  }

  private connectionIfOpen(): NatsConnection | undefined {
    try {
      const connection = this.unwrap<NatsConnection>();
      return connection.isClosed() ? undefined : connection;
    } catch {
      // Never connected.
      return undefined;
    }
  }
}

/** A round trip to a NATS server that may be down must not hold the stop for ever. */
function withinLimit(work: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, SERVER_ROUND_TRIP_LIMIT_MS)));
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}
