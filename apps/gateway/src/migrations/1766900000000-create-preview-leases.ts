import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Previews in flight per account, shared by every gateway replica; UNLOGGED, as a crash may forget them. */
export class CreatePreviewLeases1766900000000 implements MigrationInterface {
  name = 'CreatePreviewLeases1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE "preview_leases" (
        "id" uuid NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "expires_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_preview_leases_account" ON "preview_leases" ("account_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "preview_leases"`);
  }
}
