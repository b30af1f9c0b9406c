import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763800000000 implements MigrationInterface {
  name = 'CreateAccounts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "accounts" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "name" varchar(200) NOT NULL,
        "language" varchar(8) NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL REFERENCES "accounts" ("id"),
        "key_hash" char(64) NOT NULL,
        "key_prefix" varchar(16) NOT NULL,
        "created_at" timestamptz NOT NULL,
        "revoked_at" timestamptz,
        CONSTRAINT "api_keys_key_hash" UNIQUE ("key_hash")
      )`);
    await queryRunner.query(`CREATE INDEX "api_keys_account_id" ON "api_keys" ("account_id")`);
    await queryRunner.query(`
      CREATE TABLE "idempotency_keys" (
        "scope" varchar(40) COLLATE "C" NOT NULL,
        "key" varchar(255) NOT NULL,
        "fingerprint" char(64) NOT NULL,
        "state" varchar(16) NOT NULL,
        "response_status" integer,
        "response_body" jsonb,
        "created_at" timestamptz NOT NULL,
        "locked_until" timestamptz NOT NULL,
        PRIMARY KEY ("scope", "key")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
    await queryRunner.query(`DROP TABLE "accounts"`);
  }
}
