import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateVideos1763900000000 implements MigrationInterface {
  name = 'CreateVideos1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "videos" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "account_id" varchar(40) COLLATE "C" NOT NULL,
        "status" varchar(16) NOT NULL,
        "template_id" varchar(40) COLLATE "C" NOT NULL,
        "product_id" varchar(40) COLLATE "C" NOT NULL,
        "user_prompt" jsonb NOT NULL,
        "language" varchar(8) NOT NULL,
        "webhook_url" varchar(2048),
        "progress" smallint NOT NULL DEFAULT 0,
        "video_url" varchar(2048),
        "thumbnail_url" varchar(2048),
        "duration_seconds" real NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "credits" integer NOT NULL,
        "credits_used" integer NOT NULL DEFAULT 0,
        "error_code" varchar(32),
        "error_message" text,
        "render_request" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL,
        "started_at" timestamptz,
        "completed_at" timestamptz,
        "failed_at" timestamptz,
        "last_progress_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "videos_account_id_id" ON "videos" ("account_id", "id")`);
    await queryRunner.query(
      `CREATE INDEX "videos_processing_last_progress" ON "videos" ("last_progress_at") WHERE status = 'processing'`,
    );
    // The outbox table (libs/messaging OutboxMessage) as it was created here, inlined: a committed
    // migration must not change when the library does.
    await queryRunner.query(`
      CREATE TABLE "outbox" (
        "id" varchar(40) COLLATE "C" NOT NULL PRIMARY KEY,
        "event" varchar(200) NOT NULL,
        "payload" jsonb NOT NULL,
        "request_id" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "outbox_unpublished" ON "outbox" ("id") WHERE published_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "outbox"`);
    await queryRunner.query(`DROP TABLE "videos"`);
  }
}
