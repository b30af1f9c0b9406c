import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's Idempotency-Key on each top-up, unique per account: a retried create makes nothing new. */
export class AddTopUpsIdempotencyKey1764900100000 implements MigrationInterface {
  name = 'AddTopUpsIdempotencyKey1764900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "top_ups" ADD "idempotency_key" varchar(255)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "top_ups_account_id_idempotency_key" ON "top_ups" ("account_id", "idempotency_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "top_ups_account_id_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "top_ups" DROP COLUMN "idempotency_key"`);
  }
}
