import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Billing's decision per video, so redelivered saga events replay it instead of deciding again. */
export class CreateVideoCharges1764300000000 implements MigrationInterface {
  name = 'CreateVideoCharges1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "video_charges" (
        "video_id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "decision" varchar(16) NOT NULL,
        "credits" integer NOT NULL,
        "transaction_id" varchar(40) COLLATE "C",
        "decided_at" timestamptz NOT NULL,
        CONSTRAINT "video_charges_decision" CHECK ("decision" IN ('charged', 'declined', 'refunded'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "video_charges"`);
  }
}
