import { Injectable, Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM, eventSubject, type EventPayload } from '@reelsmith/contracts';
import { TestNatsServer, pollUntil } from '@reelsmith/testing';
import {
  HandleDeadLetters,
  HandleEvent,
  MessageBus,
  MessagingModule,
  durableName,
  ensureEventsStream,
  publishEvent,
  type DeadLetter,
  type EventContext,
} from '../src/index.js';

type Deleted = EventPayload<'catalog.product_deleted'>;

/** Records what it handled; fails the first delivery of products named in `failOnce`. */
@Injectable()
class RecordingHandler {
  static handled: Array<{ replica: string; productId: string; deliveryCount: number }> = [];
  static failOnce = new Set<string>();
  static replicaCounter = 0;
  private readonly replica = `replica-${(RecordingHandler.replicaCounter += 1)}`;

  @HandleEvent('catalog.product_deleted')
  async onProductDeleted(payload: Deleted, context: EventContext): Promise<void> {
    if (RecordingHandler.failOnce.delete(payload.product_id)) throw new Error('transient failure');
    RecordingHandler.handled.push({
      replica: this.replica,
      productId: payload.product_id,
      deliveryCount: context.deliveryCount,
    });
  }
}

/** A handler that never succeeds, and the dead letters the service is told of. */
@Injectable()
class PoisonedHandler {
  static attempts: number[] = [];
  static letters: DeadLetter[] = [];

  @HandleEvent('billing.balance_ran_low', { maxDeliver: 3 })
  async onBalanceRanLow(_payload: EventPayload<'billing.balance_ran_low'>, context: EventContext): Promise<void> {
    PoisonedHandler.attempts.push(context.deliveryCount);
    throw new Error('always fails');
  }

  @HandleDeadLetters()
  async onDeadLetter(letter: DeadLetter): Promise<void> {
    PoisonedHandler.letters.push(letter);
  }
}

function replica(natsUrl: string): Promise<INestApplicationContext> {
  @Module({
    imports: [MessagingModule.forRoot({ url: natsUrl, name: 'consumer-test', events: true })],
    providers: [RecordingHandler, PoisonedHandler],
  })
  class ReplicaModule {}
  return NestFactory.createApplicationContext(ReplicaModule, { logger: false });
}

const event = (productId: string): Deleted => ({
  account_id: 'acct_x',
  product_id: productId,
  deleted_at: new Date().toISOString(),
});

describe('EventConsumers', () => {
  let nats: TestNatsServer;
  let publisher: MessageBus;
  const replicas: INestApplicationContext[] = [];

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    publisher = MessageBus.connect(nats.url, 'publisher');
    await ensureEventsStream(await publisher.connection());
    replicas.push(await replica(nats.url), await replica(nats.url));
  });

  afterAll(async () => {
    for (const app of replicas) await app.close();
    await publisher?.onApplicationShutdown();
    await nats?.dispose();
  });

  const publish = async (productId: string, messageId = `evt_${productId}`) =>
    publishEvent(await publisher.connection(), 'catalog.product_deleted', event(productId), { messageId });

  it('delivers each event once across replicas that share the durable consumer', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `prod_share_${i}`);
    for (const id of ids) await publish(id);
    await pollUntil(
      () =>
        RecordingHandler.handled.filter((h) => h.productId.startsWith('prod_share_')).length >= 40 ? true : undefined,
      {
        description: 'all 40 events handled',
      },
    );
    const handled = RecordingHandler.handled.filter((h) => h.productId.startsWith('prod_share_'));
    expect(handled).toHaveLength(40);
    expect(new Set(handled.map((h) => h.productId)).size).toBe(40);
  });

  it('stores an event published twice with one dedupe id once', async () => {
    await publish('prod_dup', 'evt_same');
    await publish('prod_dup', 'evt_same');
    await publish('prod_after_dup');
    await pollUntil(() => (RecordingHandler.handled.some((h) => h.productId === 'prod_after_dup') ? true : undefined));
    expect(RecordingHandler.handled.filter((h) => h.productId === 'prod_dup')).toHaveLength(1);
  });

  it('redelivers an event whose handler failed, until it succeeds', async () => {
    RecordingHandler.failOnce.add('prod_flaky');
    await publish('prod_flaky');
    const handled = await pollUntil(() => RecordingHandler.handled.find((h) => h.productId === 'prod_flaky'), {
      description: 'the redelivered event',
    });
    expect(handled.deliveryCount).toBe(2);
  });

  const consumerInfo = async (event: 'billing.balance_ran_low' | 'catalog.product_deleted') =>
    (await jetstreamManager(await publisher.connection())).consumers.info(
      EVENTS_STREAM,
      durableName('consumer-test', event),
    );

  it('stops redelivering an event whose handler always fails after max_deliver, and dead-letters it', async () => {
    const poisoned = { account_id: 'acct_poison', credits: 3, threshold: 20 };
    await publishEvent(await publisher.connection(), 'billing.balance_ran_low', poisoned, { messageId: 'evt_poison' });

    const letter = await pollUntil(
      () => PoisonedHandler.letters.find((l) => l.consumer === durableName('consumer-test', 'billing.balance_ran_low')),
      { description: 'the dead letter of the poisoned event', timeoutMs: 60_000 },
    );
    expect(letter).toMatchObject({
      reason: 'max_deliveries',
      deliveries: 3,
      event: { name: 'billing.balance_ran_low', payload: poisoned },
    });
    // JetStream has given up on it: nothing pending, nothing awaiting an ack, so no fourth try.
    expect(PoisonedHandler.attempts).toEqual([1, 2, 3]);
    expect(await consumerInfo('billing.balance_ran_low')).toMatchObject({ num_pending: 0, num_ack_pending: 0 });
  });

  it('terminates a message that is not JSON at once instead of retrying it, and dead-letters it', async () => {
    const handledBefore = RecordingHandler.handled.length;
    const ack = await jetstream(await publisher.connection()).publish(
      eventSubject('catalog.product_deleted'),
      '{"account_id": "acct_x", "product_id": ',
      { msgID: 'evt_truncated' },
    );

    const letter = await pollUntil(() => PoisonedHandler.letters.find((l) => l.streamSequence === ack.seq), {
      description: 'the dead letter of the undecodable event',
    });
    expect(letter).toMatchObject({
      reason: 'terminated',
      deliveries: 1,
      consumer: durableName('consumer-test', 'catalog.product_deleted'),
      event: { name: 'catalog.product_deleted', payload: undefined },
    });
    expect(RecordingHandler.handled).toHaveLength(handledBefore);
    expect(await consumerInfo('catalog.product_deleted')).toMatchObject({ num_ack_pending: 0, num_redelivered: 0 });
  });
});

/** Holds every event until the test lets go, counting how many it holds at once. */
@Injectable()
class ConcurrentHandler {
  static inFlight = 0;
  static mostAtOnce = 0;
  static handled = 0;
  static letGo: () => void = () => undefined;
  static gate = new Promise<void>((resolve) => (ConcurrentHandler.letGo = resolve));

  @HandleEvent('billing.balance_ran_low', { concurrency: 4 })
  async onBalanceRanLow(): Promise<void> {
    ConcurrentHandler.inFlight += 1;
    ConcurrentHandler.mostAtOnce = Math.max(ConcurrentHandler.mostAtOnce, ConcurrentHandler.inFlight);
    await ConcurrentHandler.gate;
    ConcurrentHandler.inFlight -= 1;
    ConcurrentHandler.handled += 1;
  }
}

describe('EventConsumers with a concurrency', () => {
  let nats: TestNatsServer;
  let publisher: MessageBus;
  let app: INestApplicationContext;

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    publisher = MessageBus.connect(nats.url, 'publisher');
    await ensureEventsStream(await publisher.connection());
    @Module({
      imports: [MessagingModule.forRoot({ url: nats.url, name: 'concurrent-test', events: true })],
      providers: [ConcurrentHandler],
    })
    class ConcurrentModule {}
    app = await NestFactory.createApplicationContext(ConcurrentModule, { logger: false });
  });

  afterAll(async () => {
    ConcurrentHandler.letGo();
    await app?.close();
    await publisher?.onApplicationShutdown();
    await nats?.dispose();
  });

  it('handles up to `concurrency` events of one consumer at once, and no more', async () => {
    for (let index = 0; index < 10; index += 1) {
      await publishEvent(
        await publisher.connection(),
        'billing.balance_ran_low',
        { account_id: `acct_${index}`, credits: 1, threshold: 20 },
        { messageId: `evt_low_${index}` },
      );
    }
    await pollUntil(() => (ConcurrentHandler.inFlight === 4 ? true : undefined), {
      description: 'four events held at once',
    });
    ConcurrentHandler.letGo();
    await pollUntil(() => (ConcurrentHandler.handled === 10 ? true : undefined), { description: 'all ten handled' });
    expect(ConcurrentHandler.mostAtOnce).toBe(4);
  });
});
