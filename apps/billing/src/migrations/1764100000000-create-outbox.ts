import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Billing announces charges to the video saga through an outbox. */
export class CreateOutbox1764100000000 implements MigrationInterface {
  name = 'CreateOutbox1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The outbox table (libs/messaging OutboxMessage) as it was created here, inlined: a committed
    // migration must not change when the library does.
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "event" varchar(200) NOT NULL,
        "payload" jsonb NOT NULL,
        "request_id" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "outbox_unpublished" ON "outbox" ("id") WHERE published_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox"`);
  }
}
