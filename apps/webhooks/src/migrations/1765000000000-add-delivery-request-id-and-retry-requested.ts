import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries keep the request id of the event that caused them; a manual retry can wait for
 * the attempt in flight (`retry_requested`); and every delivery with a `next_attempt_at` is
 * scheduled, whatever its status (a manual retry of a succeeded delivery stays `succeeded`).
 */
export class AddDeliveryRequestIdAndRetryRequested1765000000000 implements MigrationInterface {
  name = 'AddDeliveryRequestIdAndRetryRequested1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD "request_id" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD "retry_requested" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`DROP INDEX "webhook_deliveries_due"`);
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE next_attempt_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "webhook_deliveries_due"`);
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE status = 'pending'`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "retry_requested"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "request_id"`);
  }
}
