import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * What billing decided for a video, once: `charged` (its usage row is `transaction_id`),
 * `declined` (the balance could not cover it), or `refunded` (it failed; whatever was
 * charged went back, and nothing will be charged any more). A redelivered `video.created`
 * replays the decision instead of deciding again.
 */
export const VIDEO_CHARGE_DECISIONS = ['charged', 'declined', 'refunded'] as const;
export type VideoChargeDecision = (typeof VIDEO_CHARGE_DECISIONS)[number];

@Entity('video_charges')
@Check('video_charges_decision', `"decision" IN ('charged', 'declined', 'refunded')`)
export class VideoChargeEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  video_id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  @Column({ type: 'varchar', length: 16 })
  decision!: VideoChargeDecision;

  /** What the video costs (for `declined`, what it would have cost). */
  @Column({ type: 'integer' })
  credits!: number;

  /** The usage row, when the video was charged. */
  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  transaction_id!: string | null;

  @Column({ type: 'timestamptz' })
  decided_at!: Date;
}
