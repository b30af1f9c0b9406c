import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each endpoint counts its failures and timeouts in a row and since when it has failed: one
 * that keeps timing out gets a shorter timeout, and one failing for days is disabled, with
 * the reason kept for its owner to read.
 */
export class AddEndpointHealth1765000200000 implements MigrationInterface {
  name = 'AddEndpointHealth1765000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "consecutive_failures" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "consecutive_timeouts" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "failing_since" timestamptz`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "disabled_reason" varchar(200)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "disabled_reason"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "failing_since"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "consecutive_timeouts"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "consecutive_failures"`);
  }
}
