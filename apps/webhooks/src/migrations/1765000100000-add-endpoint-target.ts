import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each endpoint keeps its receiver (scheme, host and port), so an event becomes its deliveries
 * in one INSERT … SELECT. Endpoints made before get theirs from their URL here: scheme and
 * authority, lower-cased, without a default port.
 */
export class AddEndpointTarget1765000100000 implements MigrationInterface {
  name = 'AddEndpointTarget1765000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "target" varchar(2048)`);
    await queryRunner.query(`
      UPDATE "webhook_endpoints"
      SET "target" = regexp_replace(lower(substring("url", '^[A-Za-z]+://[^/?#]+')), '^(http://[^/]+):80$|^(https://[^/]+):443$', '\\1\\2')`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ALTER COLUMN "target" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "target"`);
  }
}
