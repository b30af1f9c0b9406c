import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Billing's decision for each batch (its videos' decisions stay in video_charges). */
export class CreateBatchCharges1768000000000 implements MigrationInterface {
  name = 'CreateBatchCharges1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "batch_charges" (
        "batch_id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "decision" varchar(16) NOT NULL,
        "credits" integer NOT NULL,
        "transaction_id" varchar(40) COLLATE "C",
        "decided_at" timestamptz NOT NULL,
        CONSTRAINT "batch_charges_decision" CHECK ("decision" IN ('charged', 'declined'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "batch_charges"`);
  }
}
