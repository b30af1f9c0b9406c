import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Videos keep what their render had to change (`text_shortened`, …): an empty list by default. */
export class VideoWarnings1766200000000 implements MigrationInterface {
  name = 'VideoWarnings1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "warnings" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "warnings"`);
  }
}
