import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateLedgerAndTopUps1764000000000 implements MigrationInterface {
  name = 'CreateLedgerAndTopUps1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "balances" (
        "account_id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "credits" integer NOT NULL,
        "is_premium" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "balances_credits_not_negative" CHECK ("credits" >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE "transactions" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "amount" integer NOT NULL,
        "type" varchar(16) NOT NULL,
        "description" varchar(500) NOT NULL,
        "platform" varchar(16) NOT NULL,
        "source_key" varchar(320) COLLATE "C" NOT NULL,
        "balance_after" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "transactions_source_key" UNIQUE ("source_key"),
        CONSTRAINT "transactions_type" CHECK ("type" IN ('top_up', 'usage', 'refund', 'grant')),
        CONSTRAINT "transactions_platform" CHECK ("platform" IN ('sandbox', 'stripe', 'internal'))
      )`);
    await queryRunner.query(`CREATE INDEX "transactions_account_id_id" ON "transactions" ("account_id", "id")`);
    // The ledger is append-only: corrections are new rows, so no statement may rewrite history.
    await queryRunner.query(`
      CREATE FUNCTION "transactions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'transactions are append-only: % is not allowed', TG_OP;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "transactions_append_only" BEFORE UPDATE OR DELETE ON "transactions"
      FOR EACH ROW EXECUTE FUNCTION "transactions_append_only"()`);
    await queryRunner.query(`
      CREATE TRIGGER "transactions_no_truncate" BEFORE TRUNCATE ON "transactions"
      FOR EACH STATEMENT EXECUTE FUNCTION "transactions_append_only"()`);
    await queryRunner.query(`
      CREATE TABLE "top_ups" (
        "id" varchar(80) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "platform" varchar(16) NOT NULL,
        "status" varchar(16) NOT NULL,
        "amount" integer NOT NULL,
        "currency" varchar(3) NOT NULL,
        "credits" integer NOT NULL,
        "checkout_url" varchar(2048) NOT NULL,
        "stripe_session_id" varchar(255),
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL,
        "paid_at" timestamptz,
        CONSTRAINT "top_ups_status" CHECK ("status" IN ('pending', 'paid', 'canceled', 'expired')),
        CONSTRAINT "top_ups_platform" CHECK ("platform" IN ('sandbox', 'stripe'))
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "top_ups"`);
    await queryRunner.query(`DROP TABLE "transactions"`);
    await queryRunner.query(`DROP FUNCTION "transactions_append_only"()`);
    await queryRunner.query(`DROP TABLE "balances"`);
  }
}
