import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@reelsmith/messaging';

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
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner);
    await queryRunner.query(`DROP TABLE "products"`);
  }
}
