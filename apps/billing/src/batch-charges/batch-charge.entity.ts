import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What billing decided for a batch, once: `charged` (one usage row, `transaction_id`, for every
 * video not already failed; none when that left nothing to charge) or `declined` (the balance
 * could not cover it). A redelivered `batch.created` replays the decision.
 */
@Entity('batch_charges')
@Check('batch_charges_decision', `"decision" IN ('charged', 'declined')`)
export class BatchChargeEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  batch_id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'varchar', length: 16 })
  decision!: 'charged' | 'declined';

  /** What was taken (for `declined`, what would have been). */
  @Column({ type: 'integer' })
  credits!: number;

  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  transaction_id!: string | null;

  @Column({ type: 'timestamptz' })
  decided_at!: Date;
}
