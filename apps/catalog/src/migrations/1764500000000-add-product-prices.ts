import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products get an optional price: an amount in minor units and a lowercase ISO 4217 code. */
export class AddProductPrices1764500000000 implements MigrationInterface {
  name = 'AddProductPrices1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "price_amount" bigint`);
    await queryRunner.query(`ALTER TABLE "products" ADD "price_currency" varchar(3)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "price_currency"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "price_amount"`);
  }
}
