import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Batch, BatchCounts, BatchStatus, Language, OutputRequest, RenderTemplate } from '@reelsmith/contracts';

/** Billing's answer to a batch: until it comes, its videos wait; declined, they fail. */
export const BATCH_CHARGES = ['pending', 'charged', 'declined'] as const;
export type BatchCharge = (typeof BATCH_CHARGES)[number];

@Entity('batches')
@Index('batches_account_id_id', ['account_id', 'id'])
@Index('batches_account_id_idempotency_key', ['account_id', 'idempotency_key'], { unique: true })
@Check('batches_status', `"status" IN ('processing', 'completed', 'canceled')`)
@Check('batches_charge', `"charge" IN ('pending', 'charged', 'declined')`)
export class BatchEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: BatchStatus;

  @Column({ type: 'varchar', length: 16 })
  charge!: BatchCharge;

  @Column({ type: 'jsonb' })
  template_ids!: string[];

  /** One copy of each template its videos render, at the version they were made with. */
  @Column({ type: 'jsonb' })
  templates!: RenderTemplate[];

  @Column({ type: 'jsonb' })
  languages!: Language[];

  @Column({ type: 'jsonb' })
  user_prompt!: Record<string, unknown>;

  /** The outputs every video of the batch makes besides its MP4. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  outputs!: OutputRequest[];

  @Column({ type: 'varchar', length: 2048, nullable: true })
  webhook_url!: string | null;

  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  sync_id!: string | null;

  @Column({ type: 'integer' })
  total!: number;

  @Column({ type: 'integer' })
  credits_reserved!: number;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completed_at!: Date | null;

  templateOf(templateId: string): RenderTemplate | undefined {
    return this.templates.find((template) => template.id === templateId);
  }

  toContract(counts: BatchCounts): Batch {
    return {
      id: this.id,
      status: this.status,
      counts,
      template_ids: this.template_ids,
      languages: this.languages,
      user_prompt: this.user_prompt,
      outputs: this.outputs ?? [],
      webhook_url: this.webhook_url,
      sync_id: this.sync_id,
      credits_reserved: this.credits_reserved,
      created_at: this.created_at.toISOString(),
      completed_at: this.completed_at ? this.completed_at.toISOString() : null,
    };
  }
}
