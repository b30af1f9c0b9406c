import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateProducts1763800000000 implements MigrationInterface {
  name = 'CreateProducts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "products" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "name" varchar(200) NOT NULL,
        "description" text,
        "image_url" varchar(2048) NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "products_account_id_id" ON "products" ("account_id", "id")`);
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
    await queryRunner.query(`DROP TABLE "products"`);
  }
}
