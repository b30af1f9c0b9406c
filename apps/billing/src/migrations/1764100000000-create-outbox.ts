import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@reelsmith/messaging';

/** Billing announces charges to the video saga through an outbox. */
export class CreateOutbox1764100000000 implements MigrationInterface {
  name = 'CreateOutbox1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createOutboxTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropOutboxTable(queryRunner);
  }
}
