import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { WebhookEndpoint, WebhookEventKind } from '@reelsmith/contracts';

/** An address registered by an account to receive its events. */
@Entity('webhook_endpoints')
@Index('webhook_endpoints_account_id_id', ['account_id', 'id'])
export class WebhookEndpointEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  /** Scheme, host and port of `url` (its origin): its deliveries are bounded per target. */
  @Column({ type: 'varchar', length: 2048 })
  target!: string;

  /** The event kinds it is subscribed to, as a JSON array (matched with `@>`). */
  @Column({ type: 'jsonb' })
  events!: WebhookEventKind[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  /** Attempts in a row that failed; the first success resets it. */
  @Column({ type: 'integer', default: 0 })
  consecutive_failures!: number;

  /** Attempts in a row that got no answer in time: past a few, attempts get a shorter timeout. */
  @Column({ type: 'integer', default: 0 })
  consecutive_timeouts!: number;

  /** The first failed attempt since the last success: failing for days disables it. */
  @Column({ type: 'timestamptz', nullable: true })
  failing_since!: Date | null;

  /** Why the sender disabled it; null while enabled or when the account disabled it. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  disabled_reason!: string | null;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;

  toContract(): WebhookEndpoint {
    return {
      id: this.id,
      url: this.url,
      events: this.events,
      description: this.description,
      enabled: this.enabled,
      disabled_reason: this.disabled_reason,
      created_at: this.created_at.toISOString(),
      updated_at: this.updated_at.toISOString(),
    };
  }
}
