import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NatsConnection } from '@nats-io/transport-node';
import { currentRequestId } from '@reelsmith/config';
import type { EventName, EventPayload } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { ensureEventsStream, publishEvent } from './jetstream.js';
import { MessageBus } from './message-bus.js';
import { OutboxMessage } from './outbox-message.entity.js';
import { WakeUp } from './wake-up.js';
import { outboxLagSources } from './metrics.js';

/** Records an event inside the caller's transaction; the relay publishes it after commit. */
export async function enqueueEvent<N extends EventName>(
  manager: EntityManager,
  name: N,
  payload: EventPayload<N>,
): Promise<void> {
  await manager.insert(OutboxMessage, {
    id: newId('evt'),
    event: name,
    payload,
    request_id: currentRequestId() ?? null,
  });
}

const BATCH_SIZE = 100;
const IDLE_POLL_MS = 250;
const MAX_BACKOFF_MS = 5_000;
const RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes committed outbox rows to JetStream, oldest first, and marks them published.
 * Rows are claimed with SKIP LOCKED, so replicas share the work; a crash between publish and
 * mark re-publishes with the same dedupe id, which JetStream stores once.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private running = false;
  private readonly wakeUp = new WakeUp();
  private loop: Promise<void> | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: MessageBus,
  ) {}

  onApplicationBootstrap(): void {
    this.running = true;
    outboxLagSources.add(this);
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    outboxLagSources.delete(this);
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Publishes soon rather than at the next poll; call after committing an event. */
  wake(): void {
    this.wakeUp.wake();
  }

  /** Publishes every pending row now; returns how many were published. */
  async flush(connection?: NatsConnection): Promise<number> {
    const nats = connection ?? (await this.bus.connection());
    let published = 0;
    for (;;) {
      const batch = await this.publishBatch(nats);
      published += batch;
      if (batch < BATCH_SIZE) return published;
    }
  }

  private async run(): Promise<void> {
    let backoff = IDLE_POLL_MS;
    let streamReady = false;
    let lastCleanup = 0;
    // The first pass looks whatever it finds: rows may wait from before a restart.
    let woken = true;
    while (this.running) {
      try {
        const nats = await this.bus.connection();
        if (!streamReady) {
          await ensureEventsStream(nats);
          streamReady = true;
        }
        // A poll the timer ended reads whether anything waits before opening the locking
        // transaction, as nearly every such poll finds nothing: an idle relay polls four times a
        // second in every app and replica. A wake means an event was just committed.
        if (woken || (await this.anyPending())) await this.flush(nats);
        if (Date.now() - lastCleanup > RETENTION_MS / 24) {
          await this.deletePublishedBefore(new Date(Date.now() - RETENTION_MS));
          lastCleanup = Date.now();
        }
        backoff = IDLE_POLL_MS;
      } catch (error) {
        this.logger.warn({ err: error }, 'outbox relay could not publish; retrying');
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
      woken = await this.wakeUp.sleep(backoff);
    }
  }

  private async anyPending(): Promise<boolean> {
    const [row] = await this.dataSource.query<{ pending: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM outbox WHERE published_at IS NULL) AS pending',
    );
    return row?.pending ?? false;
  }

  private async publishBatch(nats: NatsConnection): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager
        .getRepository(OutboxMessage)
        .createQueryBuilder('message')
        .where('message.published_at IS NULL')
        .orderBy('message.id', 'ASC')
        .limit(BATCH_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      for (const row of rows) {
        await publishEvent(nats, row.event as EventName, row.payload as never, {
          messageId: row.id,
          requestId: row.request_id ?? undefined,
        });
      }
      if (rows.length > 0) {
        await manager.update(
          OutboxMessage,
          rows.map((row) => row.id),
          { published_at: new Date() },
        );
      }
      return rows.length;
    });
  }

  private async deletePublishedBefore(cutoff: Date): Promise<void> {
    await this.dataSource
      .getRepository(OutboxMessage)
      .createQueryBuilder()
      .delete()
      .where('published_at < :cutoff', { cutoff })
      .execute();
  }

  /** Seconds since the oldest unpublished row was written; a stuck relay makes this grow. */
  async oldestPendingAgeSeconds(): Promise<number> {
    const [row] = await this.dataSource.query<{ age: number | null }[]>(
      'SELECT EXTRACT(EPOCH FROM now() - min(created_at))::float AS age FROM outbox WHERE published_at IS NULL',
    );
    return row?.age ?? 0;
  }
}
