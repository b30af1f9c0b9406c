import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's Idempotency-Key on each product, unique per account: a retried create makes nothing new. */
export class AddProductsIdempotencyKey1764900100000 implements MigrationInterface {
  name = 'AddProductsIdempotencyKey1764900100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "idempotency_key" varchar(255)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "products_account_id_idempotency_key" ON "products" ("account_id", "idempotency_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "products_account_id_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "idempotency_key"`);
  }
}
