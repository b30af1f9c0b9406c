import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the checkout page last asked Stripe about a top-up, so it asks at most once per 10 s. */
export class AddTopUpsStripeSyncedAt1764900000000 implements MigrationInterface {
  name = 'AddTopUpsStripeSyncedAt1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "top_ups" ADD "stripe_synced_at" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "top_ups" DROP COLUMN "stripe_synced_at"`);
  }
}
