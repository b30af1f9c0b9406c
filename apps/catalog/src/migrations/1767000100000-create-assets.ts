import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts' uploaded files (POST /v1/assets): what was measured in them and their storage key. */
export class CreateAssets1767000100000 implements MigrationInterface {
  name = 'CreateAssets1767000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "assets" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "idempotency_key" varchar(255),
        "kind" varchar(8) NOT NULL,
        "content_type" varchar(32) NOT NULL,
        "name" varchar(200),
        "bytes" integer NOT NULL,
        "storage_key" varchar(120) COLLATE "C" NOT NULL,
        "width" integer,
        "height" integer,
        "family" varchar(200),
        "style" varchar(200),
        "scripts" varchar array,
        "duration_seconds" double precision,
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "assets_account_id_id" ON "assets" ("account_id", "id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "assets_account_id_idempotency_key" ON "assets" ("account_id", "idempotency_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "assets"`);
  }
}
