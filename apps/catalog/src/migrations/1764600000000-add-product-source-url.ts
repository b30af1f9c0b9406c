import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Imported products keep the address of the page they were read from. */
export class AddProductSourceUrl1764600000000 implements MigrationInterface {
  name = 'AddProductSourceUrl1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "source_url" varchar(2048)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "source_url"`);
  }
}
