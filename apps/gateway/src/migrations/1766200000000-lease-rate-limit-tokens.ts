import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Replicas lease batches of tokens instead of one per request: a bucket records how many the
 * last lease took rather than whether it let one request through. A replica still running the
 * old code during a rollout finds no `allowed` and lets its requests through (its limiter's
 * store "is down") until it is replaced.
 */
export class LeaseRateLimitTokens1766200000000 implements MigrationInterface {
  name = 'LeaseRateLimitTokens1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limit_buckets" ADD "granted" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "rate_limit_buckets" ALTER COLUMN "granted" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "rate_limit_buckets" DROP COLUMN "allowed"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limit_buckets" ADD "allowed" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "rate_limit_buckets" ALTER COLUMN "allowed" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "rate_limit_buckets" DROP COLUMN "granted"`);
  }
}
