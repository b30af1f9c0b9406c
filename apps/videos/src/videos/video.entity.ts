import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type {
  Language,
  RenderRequest,
  RenderTemplate,
  VideoErrorCode,
  VideoFiles,
  VideoMusic,
  VideoOutputRecord,
  VideoRecord,
  VideoStatus,
  VideoWarning,
} from '@reelsmith/contracts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A render request as stored: a batch's videos leave out the template, which their batch keeps once. */
export type StoredRenderRequest = Omit<RenderRequest, 'template'> & { template?: RenderTemplate };

@Entity('videos')
@Index('videos_account_id_id', ['account_id', 'id'])
@Index('videos_processing_last_progress', ['last_progress_at'], { where: `status = 'processing'` })
@Index('videos_account_id_idempotency_key', ['account_id', 'idempotency_key'], { unique: true })
@Index('videos_batch_id_status', ['batch_id', 'status'], { where: 'batch_id IS NOT NULL' })
// The batch videos waiting for their turn: what an idle worker's ask reads, every second or so.
@Index('videos_batch_queued', ['account_id', 'created_at'], { where: `status = 'queued' AND batch_id IS NOT NULL` })
export class VideoEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** The client's Idempotency-Key: one video per key and account (the unique index). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'varchar', length: 16 })
  status!: VideoStatus;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  template_id!: string;

  /** The template's version copied into `render_request`: what the video renders, whatever the template becomes. */
  @Column({ type: 'integer' })
  template_version!: number;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  product_id!: string;

  /** The batch that made the video; null for one made on its own. */
  @Column({ type: 'varchar', length: 40, collation: 'C', nullable: true })
  batch_id!: string | null;

  @Column({ type: 'jsonb' })
  user_prompt!: Record<string, unknown>;

  @Column({ type: 'varchar', length: 8 })
  language!: Language;

  /** The voice-over's voice (`espeak-<language>` unless the client chose another). */
  @Column({ type: 'varchar', length: 80 })
  voice!: string;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  webhook_url!: string | null;

  @Column({ type: 'smallint', default: 0 })
  progress!: number;

  /** Storage key of the MP4, once rendered; the gateway serves it at a public URL. */
  @Column({ type: 'varchar', length: 200, collation: 'C', nullable: true })
  video_key!: string | null;

  @Column({ type: 'varchar', length: 200, collation: 'C', nullable: true })
  thumbnail_key!: string | null;

  /** Storage key of the WebVTT captions: only a video that speaks has them. */
  @Column({ type: 'varchar', length: 200, collation: 'C', nullable: true })
  captions_key!: string | null;

  @Column({ type: 'real' })
  duration_seconds!: number;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  /** What the video costs (its template's price plus its outputs'); charged when the render starts. */
  @Column({ type: 'integer' })
  credits!: number;

  /** What the video finally cost: the charge, or 0 once failed and refunded. */
  @Column({ type: 'integer', default: 0 })
  credits_used!: number;

  @Column({ type: 'varchar', length: 32, nullable: true })
  error_code!: VideoErrorCode | null;

  @Column({ type: 'text', nullable: true })
  error_message!: string | null;

  /** What the render had to change (`text_shortened`, …), as it reported them. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  warnings!: VideoWarning[];

  /** The music the video is made with, levels filled in; null for none. */
  @Column({ type: 'jsonb', nullable: true })
  music!: VideoMusic | null;

  /**
   * The extra files asked for, in order: as asked until the render ends, then as stored and
   * measured (render.completed), with their checks.
   */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  outputs!: VideoOutputRecord[];

  /** Everything the render needs, copied at creation (a batch's video: all but the template). */
  @Column({ type: 'jsonb' })
  render_request!: StoredRenderRequest;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  started_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completed_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  failed_at!: Date | null;

  /** When the render last reported progress (or started): what the watchdog measures. */
  @Column({ type: 'timestamptz', nullable: true })
  last_progress_at!: Date | null;

  /** The request its render takes; a batch's video gets its template from the batch. */
  renderRequest(batchTemplate?: RenderTemplate): RenderRequest {
    const template = this.render_request.template ?? batchTemplate;
    if (!template) throw new Error(`video ${this.id} has no template to render`);
    return { ...this.render_request, template };
  }

  private files(): VideoFiles | null {
    if (!this.video_key || !this.thumbnail_key) return null;
    const files: VideoFiles = { video_key: this.video_key, thumbnail_key: this.thumbnail_key };
    if (this.captions_key) files.captions_key = this.captions_key;
    return files;
  }

  toRecord(): VideoRecord {
    return {
      id: this.id,
      status: this.status,
      template_id: this.template_id,
      template_version: this.template_version,
      product_id: this.product_id,
      batch_id: this.batch_id,
      user_prompt: this.user_prompt,
      language: this.language,
      voice: this.voice,
      webhook_url: this.webhook_url,
      progress: this.progress,
      files: this.files(),
      duration_seconds: this.duration_seconds,
      width: this.width,
      height: this.height,
      credits_used: this.credits_used,
      error: this.error_code ? { code: this.error_code, message: this.error_message ?? '' } : null,
      warnings: this.warnings ?? [],
      music: this.music ?? null,
      outputs: this.outputs ?? [],
      created_at: this.created_at.toISOString(),
      started_at: iso(this.started_at),
      completed_at: iso(this.completed_at),
      failed_at: iso(this.failed_at),
    };
  }
}
