import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Templates become data: built-ins are stored at start (account_id null), accounts add their own.
 * Each template points at its current version; versions are immutable rows.
 */
export class CreateTemplates1767000000000 implements MigrationInterface {
  name = 'CreateTemplates1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "templates" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C",
        "idempotency_key" varchar(255),
        "version" integer NOT NULL,
        "summary" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "templates_account_id_id" ON "templates" ("account_id", "id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "templates_account_id_idempotency_key" ON "templates" ("account_id", "idempotency_key")`,
    );
    await queryRunner.query(`
      CREATE TABLE "template_versions" (
        "template_id" varchar(40) COLLATE "C" NOT NULL,
        "version" integer NOT NULL,
        "body" jsonb NOT NULL,
        "credits" integer NOT NULL,
        "content_hash" varchar(64) NOT NULL,
        "created_at" timestamptz NOT NULL,
        PRIMARY KEY ("template_id", "version"),
        CONSTRAINT "template_versions_template_id_fkey" FOREIGN KEY ("template_id")
          REFERENCES "templates" ("id") ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "template_versions"`);
    await queryRunner.query(`DROP TABLE "templates"`);
  }
}
