import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Videos show the music they are made with (the request's or the template's default); null for none. */
export class VideoMusic1767500000000 implements MigrationInterface {
  name = 'VideoMusic1767500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "music" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "music"`);
  }
}
