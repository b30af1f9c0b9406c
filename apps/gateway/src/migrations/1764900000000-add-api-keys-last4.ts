import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The last four characters of each new key, so operators can tell keys apart when listing. */
export class AddApiKeysLast41764900000000 implements MigrationInterface {
  name = 'AddApiKeysLast41764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_keys" ADD "key_last4" varchar(4)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_keys" DROP COLUMN "key_last4"`);
  }
}
