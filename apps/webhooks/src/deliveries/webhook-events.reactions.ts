import { Inject, Injectable } from '@nestjs/common';
import { publicVideo, type EventPayload, type VideoRecord } from '@reelsmith/contracts';
import { HandleEvent, type EventContext } from '@reelsmith/messaging';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from '../config.js';
import { DeliveriesService } from './deliveries.service.js';

/**
 * Events of one kind are stored this many at a time: each becomes independent deliveries, so
 * their order does not matter, and one event after another would make the round trip to
 * PostgreSQL the ceiling of deliveries per second (docs/decisions/webhooks.md).
 */
const INGEST = { concurrency: 8 } as const;

/** The events other services announce, turned into webhook deliveries. */
@Injectable()
export class WebhookEventsReactions {
  constructor(
    private readonly deliveries: DeliveriesService,
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
  ) {}

  /** Services exchange files' keys; what is sent out carries the files' public URLs. */
  private public(video: VideoRecord) {
    return publicVideo(video, this.config.PUBLIC_BASE_URL);
  }

  @HandleEvent('video.started', INGEST)
  async sendWhenVideoStarted(event: EventPayload<'video.started'>, context: EventContext): Promise<void> {
    await this.deliveries.enqueueVideoEvent(
      'video.processing',
      event.account_id,
      this.public(event.video),
      context.eventId,
    );
  }

  @HandleEvent('video.completed', INGEST)
  async sendWhenVideoCompleted(event: EventPayload<'video.completed'>, context: EventContext): Promise<void> {
    await this.deliveries.enqueueVideoEvent(
      'video.completed',
      event.account_id,
      this.public(event.video),
      context.eventId,
    );
  }

  @HandleEvent('video.failed', INGEST)
  async sendWhenVideoFailed(event: EventPayload<'video.failed'>, context: EventContext): Promise<void> {
    await this.deliveries.enqueueVideoEvent(
      'video.failed',
      event.account_id,
      this.public(event.video),
      context.eventId,
    );
  }

  @HandleEvent('batch.completed', INGEST)
  async sendWhenBatchCompleted(event: EventPayload<'batch.completed'>, context: EventContext): Promise<void> {
    await this.deliveries.enqueueBatchEvent('batch.completed', event.account_id, event.batch, context.eventId);
  }

  @HandleEvent('billing.top_up_completed', INGEST)
  async sendWhenTopUpCompleted(event: EventPayload<'billing.top_up_completed'>, context: EventContext): Promise<void> {
    // The webhook names the top-up's outcome (contract: `status: "completed"`), not its payment state.
    const data = { ...event.top_up, status: 'completed' };
    await this.deliveries.enqueueAccountEvent('top_up.completed', event.account_id, data, context.eventId);
  }

  @HandleEvent('billing.balance_ran_low', INGEST)
  async sendWhenBalanceRanLow(event: EventPayload<'billing.balance_ran_low'>, context: EventContext): Promise<void> {
    const data = { credits: event.credits, threshold: event.threshold };
    await this.deliveries.enqueueAccountEvent('balance.low', event.account_id, data, context.eventId);
  }
}
