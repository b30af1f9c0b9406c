import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sync read back (`GET /products/syncs/:id`) tells when it began and when it ended: syncs
 * recorded so far kept only their end, in `created_at`, which stays their best guess of both.
 */
export class AddProductSyncCompletedAt1768100000000 implements MigrationInterface {
  name = 'AddProductSyncCompletedAt1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_syncs" ADD "completed_at" timestamptz`);
    await queryRunner.query(`UPDATE "product_syncs" SET "completed_at" = "created_at"`);
    await queryRunner.query(`ALTER TABLE "product_syncs" ALTER COLUMN "completed_at" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "product_syncs" DROP COLUMN "completed_at"`);
  }
}
