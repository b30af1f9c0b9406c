import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalog feeds (issue 26): products get several images, the client's own id and a brand, and
 * every sync is recorded with the products it created or changed, for a batch to name later.
 */
export class AddProductFeeds1768000000000 implements MigrationInterface {
  name = 'AddProductFeeds1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "images" jsonb`);
    await queryRunner.query(`UPDATE "products" SET "images" = jsonb_build_array("image_url")`);
    await queryRunner.query(`ALTER TABLE "products" ALTER COLUMN "images" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "products" ADD "external_id" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "products" ADD "brand" varchar(200)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "products_account_id_external_id" ON "products" ("account_id", "external_id") WHERE "external_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE "product_syncs" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "format" varchar(16) NOT NULL,
        "url" varchar(2048),
        "rows" integer NOT NULL,
        "created" integer NOT NULL,
        "updated" integer NOT NULL,
        "unchanged" integer NOT NULL,
        "failed" integer NOT NULL,
        "errors" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "product_syncs_account_id_id" ON "product_syncs" ("account_id", "id")`);
    await queryRunner.query(`
      CREATE TABLE "product_sync_changes" (
        "sync_id" varchar(40) COLLATE "C" NOT NULL,
        "product_id" varchar(40) COLLATE "C" NOT NULL,
        PRIMARY KEY ("sync_id", "product_id")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "product_sync_changes"`);
    await queryRunner.query(`DROP TABLE "product_syncs"`);
    await queryRunner.query(`DROP INDEX "products_account_id_external_id"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "brand"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "external_id"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "images"`);
  }
}
