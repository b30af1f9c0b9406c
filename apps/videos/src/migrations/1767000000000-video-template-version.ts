import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Videos record the version of the template they render. Every video made before templates had
 * versions rendered version 1 (the built-ins as first stored), so existing rows get 1.
 */
export class VideoTemplateVersion1767000000000 implements MigrationInterface {
  name = 'VideoTemplateVersion1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "template_version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "videos" ALTER COLUMN "template_version" DROP DEFAULT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "template_version"`);
  }
}
