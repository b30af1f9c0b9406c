import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Videos and batches keep the outputs asked for (publish profiles, other formats); a video's
 * become what the render stored and measured.
 */
export class VideoOutputs1768100000000 implements MigrationInterface {
  name = 'VideoOutputs1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "outputs" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "batches" ADD "outputs" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "batches" DROP COLUMN "outputs"`);
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "outputs"`);
  }
}
