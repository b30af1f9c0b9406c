import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WebhookDelivery, WebhookDeliveryStatus, WebhookLogEvent } from '@reelsmith/contracts';
import type { DeliveryAttemptEntity } from './delivery-attempt.entity.js';

/**
 * One event for one address, with its schedule. `next_attempt_at` is when it is due (null:
 * nothing is scheduled); while an attempt runs it holds the lease's expiry, so a replica that
 * dies mid-attempt only delays it. The status says how it has gone so far: a manual retry of a
 * succeeded delivery is scheduled but stays `succeeded`.
 */
@Entity('webhook_deliveries')
@Index('webhook_deliveries_account_id_id', ['account_id', 'id'])
@Index('webhook_deliveries_due', ['next_attempt_at'], { where: `next_attempt_at IS NOT NULL` })
@Index('webhook_deliveries_dedupe_key', ['dedupe_key'], { unique: true })
export class DeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** The endpoint it was made for; null for a video's own `webhook_url`. */
  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  endpoint_id!: string | null;

  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  video_id!: string | null;

  @Column({ type: 'varchar', length: 32 })
  event!: WebhookLogEvent;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  /** Scheme, host and port of `url`: attempts in flight are bounded per target. */
  @Column({ type: 'varchar', length: 2048 })
  target!: string;

  /** The `webhook-id` header: the same on every attempt, the receiver's dedupe key. */
  @Column({ type: 'varchar', length: 40, collation: 'C' })
  webhook_id!: string;

  /** The exact bytes sent (and signed) on every attempt. */
  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: WebhookDeliveryStatus;

  /** Source event and address: a redelivered event creates no second delivery. */
  @Column({ type: 'varchar', length: 200, collation: 'C' })
  dedupe_key!: string;

  @Column({ type: 'integer', default: 0 })
  attempt_count!: number;

  /** A manual retry of a finished delivery: one attempt, whatever its outcome. */
  @Column({ type: 'boolean', default: false })
  final_attempt!: boolean;

  /** A manual retry came while an attempt was in flight: send again as soon as it ends. */
  @Column({ type: 'boolean', default: false })
  retry_requested!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  next_attempt_at!: Date | null;

  /** Who holds the current attempt; its result is written only under the same lease. */
  @Column({ type: 'uuid', nullable: true })
  lease_token!: string | null;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  /** The request id of the event that caused it: the sender's log lines for it carry it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  request_id!: string | null;

  toContract(attempts: DeliveryAttemptEntity[]): WebhookDelivery {
    return {
      id: this.id,
      endpoint_id: this.endpoint_id,
      video_id: this.video_id,
      event: this.event,
      url: this.url,
      webhook_id: this.webhook_id,
      status: this.status,
      attempts: attempts.map((attempt) => ({
        at: attempt.at.toISOString(),
        status_code: attempt.status_code,
        error: attempt.error,
        duration_ms: attempt.duration_ms,
      })),
      // While an attempt runs, next_attempt_at holds the lease: not a time worth showing.
      next_attempt_at: this.lease_token ? null : (this.next_attempt_at?.toISOString() ?? null),
      created_at: this.created_at.toISOString(),
    };
  }
}
