import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Batches (many videos made and paid at once), and each video's batch. */
export class CreateBatches1768000000000 implements MigrationInterface {
  name = 'CreateBatches1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "batches" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "idempotency_key" varchar(255),
        "status" varchar(16) NOT NULL,
        "charge" varchar(16) NOT NULL,
        "template_ids" jsonb NOT NULL,
        "templates" jsonb NOT NULL,
        "languages" jsonb NOT NULL,
        "user_prompt" jsonb NOT NULL,
        "webhook_url" varchar(2048),
        "sync_id" varchar(40) COLLATE "C",
        "total" integer NOT NULL,
        "credits_reserved" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        "completed_at" timestamptz,
        CONSTRAINT "batches_status" CHECK ("status" IN ('processing', 'completed', 'canceled')),
        CONSTRAINT "batches_charge" CHECK ("charge" IN ('pending', 'charged', 'declined'))
      )`,
    );
    await queryRunner.query(`CREATE INDEX "batches_account_id_id" ON "batches" ("account_id", "id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "batches_account_id_idempotency_key" ON "batches" ("account_id", "idempotency_key")`,
    );
    await queryRunner.query(`ALTER TABLE "videos" ADD "batch_id" varchar(40) COLLATE "C"`);
    await queryRunner.query(
      `CREATE INDEX "videos_batch_id_status" ON "videos" ("batch_id", "status") WHERE batch_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "videos_batch_queued" ON "videos" ("account_id", "created_at") WHERE status = 'queued' AND batch_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "videos_batch_queued"`);
    await queryRunner.query(`DROP INDEX "videos_batch_id_status"`);
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "batch_id"`);
    await queryRunner.query(`DROP TABLE "batches"`);
  }
}
