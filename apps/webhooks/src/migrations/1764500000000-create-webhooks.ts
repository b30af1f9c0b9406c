import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Signing secrets, endpoints, deliveries with their schedule, and the attempts log. */
export class CreateWebhooks1764500000000 implements MigrationInterface {
  name = 'CreateWebhooks1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_secrets" (
        "id" uuid NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "secret" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL,
        "expires_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "webhook_secrets_account_id" ON "webhook_secrets" ("account_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "webhook_secrets_current" ON "webhook_secrets" ("account_id") WHERE expires_at IS NULL`,
    );

    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "url" varchar(2048) NOT NULL,
        "events" jsonb NOT NULL,
        "description" varchar(500),
        "enabled" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "webhook_endpoints_account_id_id" ON "webhook_endpoints" ("account_id", "id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "endpoint_id" varchar(40) COLLATE "C",
        "video_id" varchar(40) COLLATE "C",
        "event" varchar(32) NOT NULL,
        "url" varchar(2048) NOT NULL,
        "target" varchar(2048) NOT NULL,
        "webhook_id" varchar(40) COLLATE "C" NOT NULL,
        "body" text NOT NULL,
        "status" varchar(16) NOT NULL,
        "dedupe_key" varchar(200) COLLATE "C" NOT NULL,
        "attempt_count" integer NOT NULL DEFAULT 0,
        "final_attempt" boolean NOT NULL DEFAULT false,
        "next_attempt_at" timestamptz,
        "lease_token" uuid,
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_account_id_id" ON "webhook_deliveries" ("account_id", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE status = 'pending'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "webhook_deliveries_dedupe_key" ON "webhook_deliveries" ("dedupe_key")`,
    );

    await queryRunner.query(`
      CREATE TABLE "webhook_attempts" (
        "delivery_id" varchar(40) COLLATE "C" NOT NULL,
        "number" integer NOT NULL,
        "at" timestamptz NOT NULL,
        "status_code" integer,
        "error" varchar(500),
        "duration_ms" integer NOT NULL,
        PRIMARY KEY ("delivery_id", "number")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`DROP TABLE "webhook_secrets"`);
  }
}
