import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Rate limits per API key shared by every gateway replica; UNLOGGED, as a crash may forget them. */
export class CreateRateLimitBuckets1764900200000 implements MigrationInterface {
  name = 'CreateRateLimitBuckets1764900200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE UNLOGGED TABLE "rate_limit_buckets" (
        "key" varchar(80) COLLATE "C" NOT NULL PRIMARY KEY,
        "tat" double precision NOT NULL,
        "allowed" boolean NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_buckets"`);
  }
}
