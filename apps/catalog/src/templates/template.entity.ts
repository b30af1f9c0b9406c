import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Template, TemplateRecord } from '@reelsmith/contracts';
import type { TemplateBody } from '@reelsmith/templates';

/** What a template row keeps of its current version for lists: the engine's summary, less the id. */
export type TemplateSummaryColumn = Omit<Template, 'id'>;

/**
 * A template, built-in (`account_id` null, loaded from the files at start) or an account's own.
 * It points at its current version and keeps that version's summary, so a list reads no
 * definitions.
 */
@Entity('templates')
@Index('templates_account_id_id', ['account_id', 'id'])
@Index('templates_account_id_idempotency_key', ['account_id', 'idempotency_key'], { unique: true })
export class TemplateEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  /** The owning account; null for a built-in template, which every account sees. */
  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  account_id!: string | null;

  /** The client's Idempotency-Key: one template per key and account (the unique index). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotency_key!: string | null;

  /** The current version (a row of template_versions). */
  @Column({ type: 'integer' })
  version!: number;

  @Column({ type: 'jsonb' })
  summary!: TemplateSummaryColumn;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz' })
  updated_at!: Date;

  toRecord(): TemplateRecord {
    return {
      id: this.id,
      owner: this.account_id === null ? 'reelsmith' : 'account',
      version: this.version,
      ...this.summary,
      created_at: this.created_at.toISOString(),
      updated_at: this.updated_at.toISOString(),
    };
  }
}

/**
 * One version of a template, never changed once written: a video names the version it was
 * made with, and a replacement is a new row.
 */
@Entity('template_versions')
export class TemplateVersionEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  template_id!: string;

  @PrimaryColumn({ type: 'integer' })
  version!: number;

  @ManyToOne(() => TemplateEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'template_id', foreignKeyConstraintName: 'template_versions_template_id_fkey' })
  template?: TemplateEntity;

  /** The template as `POST /templates` takes it: the public fields beside the scene description. */
  @Column({ type: 'jsonb' })
  body!: TemplateBody;

  @Column({ type: 'integer' })
  credits!: number;

  /** SHA-256 of what the version was made from (a built-in's file, a client's body): a repeat adds no version. */
  @Column({ type: 'varchar', length: 64 })
  content_hash!: string;

  @Column({ type: 'timestamptz' })
  created_at!: Date;
}
