import { Injectable } from '@nestjs/common';
import { DataSource, In, type FindOptionsWhere } from 'typeorm';
import { currentRequestId } from '@reelsmith/config';
import {
  ServiceError,
  VIDEO_URL_EVENT_KINDS,
  type ListResult,
  type ListWebhookDeliveriesQuery,
  type RetryWebhookDeliveryCommand,
  type Video,
  type WebhookDelivery,
  type WebhookEventKind,
} from '@reelsmith/contracts';
import { newId, paginate } from '@reelsmith/database';
import { WebhookEndpointEntity } from '../endpoints/webhook-endpoint.entity.js';
import { DeliveryAttemptEntity } from './delivery-attempt.entity.js';
import { DeliveryEntity } from './delivery.entity.js';
import { DeliverySender } from './delivery-sender.js';

/** Where one event goes: an endpoint of the account, or a video's own `webhook_url`. */
interface Destination {
  endpointId: string | null;
  url: string;
}

/** Turns events into deliveries (one per address), lists them, and retries them on request. */
@Injectable()
export class DeliveriesService {
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
    const destinations = await this.subscribedEndpoints(accountId, kind);
    if (video.webhook_url && VIDEO_URL_EVENT_KINDS.includes(kind)) {
      destinations.push({ endpointId: null, url: video.webhook_url });
    }
    return this.enqueue(accountId, kind, video, video.id, destinations, eventId);
  }

  /** An account event (top-ups, balance) for the account's subscribed endpoints. */
  async enqueueAccountEvent(
    kind: WebhookEventKind,
    accountId: string,
    data: unknown,
    eventId: string,
  ): Promise<number> {
    return this.enqueue(accountId, kind, data, null, await this.subscribedEndpoints(accountId, kind), eventId);
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
    // An attempt in flight wakes the sender when it ends.
    if (!updated.in_flight) this.sender.wake();
    const delivery = await this.deliveries.findOneByOrFail({ id: command.id, account_id: command.account_id });
    const [contract] = await this.withAttempts([delivery]);
    return contract!;
  }

  private async subscribedEndpoints(accountId: string, kind: WebhookEventKind): Promise<Destination[]> {
    const endpoints = await this.dataSource
      .getRepository(WebhookEndpointEntity)
      .createQueryBuilder('endpoint')
      .where('endpoint.account_id = :accountId AND endpoint.enabled AND endpoint.events @> :kinds::jsonb', {
        accountId,
        kinds: JSON.stringify([kind]),
      })
      .orderBy('endpoint.id')
      .getMany();
    return endpoints.map((endpoint) => ({ endpointId: endpoint.id, url: endpoint.url }));
  }

  private async enqueue(
    accountId: string,
    kind: WebhookEventKind,
    data: unknown,
    videoId: string | null,
    destinations: Destination[],
    eventId: string,
  ): Promise<number> {
    if (destinations.length === 0) return 0;
    const body = JSON.stringify({ event: kind, data });
    const now = new Date();
    const rows = destinations.map((destination) => {
      const id = newId('whd');
      return this.deliveries.create({
        id,
        account_id: accountId,
        endpoint_id: destination.endpointId,
        video_id: videoId,
        event: kind,
        url: destination.url,
        target: new URL(destination.url).origin,
        // Standard Webhooks' message id: the delivery's own time-sortable body.
        webhook_id: `msg_${id.slice('whd_'.length)}`,
        body,
        status: 'pending',
        dedupe_key: `${eventId}:${destination.endpointId ?? 'webhook_url'}`,
        attempt_count: 0,
        final_attempt: false,
        next_attempt_at: now,
        lease_token: null,
        retry_requested: false,
        created_at: now,
        request_id: currentRequestId() ?? null,
      });
    });
    const result = await this.deliveries
      .createQueryBuilder()
      .insert()
      .values(rows)
      .orIgnore()
      .returning('id')
      .execute();
    const inserted = (result.raw as unknown[]).length;
    if (inserted > 0) this.sender.wake();
    return inserted;
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
