import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One try of a delivery: when, what came back (a status code or an error), how long it took. */
@Entity('webhook_attempts')
export class DeliveryAttemptEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  delivery_id!: string;

  /** 1 for the first attempt. */
  @PrimaryColumn({ type: 'integer' })
  number!: number;

  @Column({ type: 'timestamptz' })
  at!: Date;

  @Column({ type: 'integer', nullable: true })
  status_code!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error!: string | null;

  @Column({ type: 'integer' })
  duration_ms!: number;
}
