import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The api_keys → accounts foreign key was created inline, so PostgreSQL named it and the
 * entities did not know it (schema drift: generating a migration would have dropped it). The
 * entity now declares it under a stated name; this gives the existing constraint that name.
 */
export class NameApiKeysAccountFk1764400000000 implements MigrationInterface {
  name = 'NameApiKeysAccountFk1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "api_keys" RENAME CONSTRAINT "api_keys_account_id_fkey" TO "api_keys_account_id_accounts"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "api_keys" RENAME CONSTRAINT "api_keys_account_id_accounts" TO "api_keys_account_id_fkey"`,
    );
  }
}
