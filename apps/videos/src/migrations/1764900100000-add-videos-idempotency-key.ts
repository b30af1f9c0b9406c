import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's Idempotency-Key on each video, unique per account: a retried create makes nothing new. */
export class AddVideosIdempotencyKey1764900100000 implements MigrationInterface {
  name = 'AddVideosIdempotencyKey1764900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "idempotency_key" varchar(255)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "videos_account_id_idempotency_key" ON "videos" ("account_id", "idempotency_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "videos_account_id_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "idempotency_key"`);
  }
}
