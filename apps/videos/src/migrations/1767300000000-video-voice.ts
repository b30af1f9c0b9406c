import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Videos name the voice of their voice-over. Every video made before voices could be chosen
 * spoke with espeak-ng's voice of its language, whose id is `espeak-<language>`.
 */
export class VideoVoice1767300000000 implements MigrationInterface {
  name = 'VideoVoice1767300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" ADD "voice" character varying(80)`);
    await queryRunner.query(`UPDATE "videos" SET "voice" = 'espeak-' || "language"`);
    await queryRunner.query(`ALTER TABLE "videos" ALTER COLUMN "voice" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "videos" DROP COLUMN "voice"`);
  }
}
