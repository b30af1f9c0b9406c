import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Videos keep their files' storage keys instead of URLs: the gateway, which serves the files,
 * builds the public addresses. Existing URLs become the keys they ended with.
 */
export class VideoFileKeys1765000000000 implements MigrationInterface {
  name = 'VideoFileKeys1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [url, key] of [
      ['video_url', 'video_key'],
      ['thumbnail_url', 'thumbnail_key'],
    ]) {
      await queryRunner.query(`ALTER TABLE "videos" RENAME COLUMN "${url}" TO "${key}"`);
      await queryRunner.query(
        `ALTER TABLE "videos" ALTER COLUMN "${key}" TYPE varchar(200) COLLATE "C" USING regexp_replace("${key}", '^.*/v1/files/', '')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [url, key] of [
      ['video_url', 'video_key'],
      ['thumbnail_url', 'thumbnail_key'],
    ]) {
      await queryRunner.query(`ALTER TABLE "videos" ALTER COLUMN "${key}" TYPE varchar(2048) COLLATE "default"`);
      await queryRunner.query(`ALTER TABLE "videos" RENAME COLUMN "${key}" TO "${url}"`);
    }
  }
}
