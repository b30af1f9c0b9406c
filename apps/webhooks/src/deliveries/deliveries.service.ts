import { Injectable, Logger } from '@nestjs/common';
import { DataSource, In, type FindOptionsWhere } from 'typeorm';
import { currentRequestId } from '@reelsmith/config';
import {
  MAX_WEBHOOK_ENDPOINTS,
  ServiceError,
  VIDEO_URL_EVENT_KINDS,
  type Batch,
  type ListResult,
  type ListWebhookDeliveriesQuery,
  type RetryWebhookDeliveryCommand,
  type Video,
  type WebhookDelivery,
  type WebhookEventKind,
} from '@reelsmith/contracts';
import { newId, paginate } from '@reelsmith/database';
import { DeliveryAttemptEntity } from './delivery-attempt.entity.js';
import { DeliveryEntity } from './delivery.entity.js';
import { DeliverySender } from './delivery-sender.js';

/** An event's deliveries: one per subscribed endpoint, and one for a video's own `webhook_url`. */
const MAX_DELIVERIES_PER_EVENT = MAX_WEBHOOK_ENDPOINTS + 1;

/** Turns events into deliveries (one per address), lists them, and retries them on request. */
@Injectable()
export class DeliveriesService {
  private readonly logger = new Logger(DeliveriesService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly sender: DeliverySender,
  ) {}

  private get deliveries() {
    return this.dataSource.getRepository(DeliveryEntity);
  }

  /**
   * A video event for the account's subscribed endpoints and, for `video.completed` and
   * `video.failed`, the video's own `webhook_url`. `eventId` is the source event's id: a
   * redelivered event makes no second delivery.
   */
  async enqueueVideoEvent(kind: WebhookEventKind, accountId: string, video: Video, eventId: string): Promise<number> {
    const ownUrl = video.webhook_url && VIDEO_URL_EVENT_KINDS.includes(kind) ? video.webhook_url : null;
    return this.enqueue({ accountId, kind, data: video, videoId: video.id, ownUrl, eventId });
  }

  /** A batch's end for the account's subscribed endpoints and the batch's own `webhook_url`. */
  async enqueueBatchEvent(kind: WebhookEventKind, accountId: string, batch: Batch, eventId: string): Promise<number> {
    return this.enqueue({ accountId, kind, data: batch, videoId: null, ownUrl: batch.webhook_url, eventId });
  }

  /** An account event (top-ups, balance) for the account's subscribed endpoints. */
  async enqueueAccountEvent(
    kind: WebhookEventKind,
    accountId: string,
    data: unknown,
    eventId: string,
  ): Promise<number> {
    return this.enqueue({ accountId, kind, data, videoId: null, ownUrl: null, eventId });
  }

  async list(query: ListWebhookDeliveriesQuery): Promise<ListResult<WebhookDelivery>> {
    const where: FindOptionsWhere<DeliveryEntity> = {
      account_id: query.account_id,
      ...(query.video_id ? { video_id: query.video_id } : {}),
      ...(query.endpoint_id ? { endpoint_id: query.endpoint_id } : {}),
      ...(query.event ? { event: query.event } : {}),
    };
    const page = await paginate(this.deliveries, where, query);
    return { data: await this.withAttempts(page.data), has_more: page.has_more };
  }

  /**
   * Sends a delivery again now, with the same `webhook-id`. A pending one is brought forward
   * in its schedule; a finished one gets one more attempt (a succeeded one stays succeeded,
   * whatever that attempt gets back). While an attempt is in flight, the retry waits for it
   * and follows as soon as it ends, whatever its outcome.
   */
  async retry(command: RetryWebhookDeliveryCommand): Promise<WebhookDelivery> {
    // In flight: leased, and the lease has not run out (one that has is simply due).
    const inFlight = `(lease_token IS NOT NULL AND next_attempt_at > now())`;
    const [updated] = await this.dataSource.query<Array<{ in_flight: boolean }>>(
      `WITH updated AS (
         UPDATE webhook_deliveries
         SET retry_requested = retry_requested OR ${inFlight},
             final_attempt = CASE WHEN ${inFlight} THEN final_attempt ELSE final_attempt OR status <> 'pending' END,
             status = CASE WHEN NOT ${inFlight} AND status = 'failed' THEN 'pending' ELSE status END,
             next_attempt_at = CASE WHEN ${inFlight} THEN next_attempt_at ELSE now() END
         WHERE id = $1 AND account_id = $2
         RETURNING ${inFlight} AS in_flight
       )
       SELECT in_flight FROM updated`,
      [command.id, command.account_id],
    );
    if (!updated) throw new ServiceError('resource_missing', `No such webhook delivery: '${command.id}'.`, 'id');
    this.logger.log({ delivery_id: command.id, in_flight: updated.in_flight }, 'webhook delivery retry requested');
    // An attempt in flight wakes the sender when it ends.
    if (!updated.in_flight) this.sender.wake();
    const delivery = await this.deliveries.findOneByOrFail({ id: command.id, account_id: command.account_id });
    const [contract] = await this.withAttempts([delivery]);
    return contract!;
  }

  /**
   * Stores the event's deliveries, one per enabled endpoint subscribed to its kind and one for
   * `ownUrl`, in one statement (the consumer handles events one at a time: each round trip
   * counts). The dedupe key (source event and address) makes a redelivered event a no-op.
   */
  private async enqueue(event: {
    accountId: string;
    kind: WebhookEventKind;
    data: unknown;
    videoId: string | null;
    ownUrl: string | null;
    eventId: string;
  }): Promise<number> {
    const ids = Array.from({ length: MAX_DELIVERIES_PER_EVENT }, () => newId('whd'));
    const inserted = await this.dataSource.query<Array<{ id: string }>>(
      `WITH destinations AS (
         SELECT id AS endpoint_id, url, target FROM webhook_endpoints
         WHERE account_id = $1 AND enabled AND events @> $2::jsonb
         UNION ALL
         SELECT NULL, $3::varchar, $4::varchar WHERE $3::varchar IS NOT NULL
       ), numbered AS (
         SELECT *, row_number() OVER (ORDER BY endpoint_id NULLS LAST) AS n FROM destinations
       ), inserted AS (
         INSERT INTO webhook_deliveries (id, account_id, endpoint_id, video_id, event, url, target, webhook_id, body,
                                         status, dedupe_key, next_attempt_at, created_at, request_id)
         SELECT ($5::varchar[])[n], $1, endpoint_id, $6, $7, url, target, 'msg_' || substr(($5::varchar[])[n], 5), $8,
                'pending', $9 || ':' || coalesce(endpoint_id, 'webhook_url'), now(), now(), $10
         FROM numbered
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING id
       )
       SELECT id FROM inserted`,
      [
        event.accountId,
        JSON.stringify([event.kind]),
        event.ownUrl,
        event.ownUrl === null ? null : new URL(event.ownUrl).origin,
        ids,
        event.videoId,
        event.kind,
        // The exact bytes sent, and signed, on every attempt.
        JSON.stringify({ event: event.kind, data: event.data }),
        event.eventId,
        currentRequestId() ?? null,
      ],
    );
    if (inserted.length > 0) {
      this.sender.wake();
      const deliveryIds = inserted.map((row) => row.id);
      this.logger.log({ event: event.kind, delivery_ids: deliveryIds, to: 'pending' }, 'webhook deliveries queued');
    }
    return inserted.length;
  }

  private async withAttempts(deliveries: DeliveryEntity[]): Promise<WebhookDelivery[]> {
    if (deliveries.length === 0) return [];
    const attempts = await this.dataSource.getRepository(DeliveryAttemptEntity).find({
      where: { delivery_id: In(deliveries.map((delivery) => delivery.id)) },
      order: { number: 'ASC' },
    });
    return deliveries.map((delivery) =>
      delivery.toContract(attempts.filter((attempt) => attempt.delivery_id === delivery.id)),
    );
  }
}
