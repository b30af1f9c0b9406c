import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Videos with a voice-over keep the storage key of their WebVTT captions. */
export class VideoCaptionsKey1766100000000 implements MigrationInterface {
  name = 'VideoCaptionsKey1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "captions_key" varchar(200) COLLATE "C"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "captions_key"`);
  }
}
