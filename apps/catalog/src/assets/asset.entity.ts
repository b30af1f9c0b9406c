import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Asset, AssetContentType, AssetKind, AssetMetadata, RenderAsset, Script } from '@reelsmith/contracts';

/**
 * An account's uploaded file: what the gateway measured in its bytes, and where they are kept.
 * The bytes themselves live in object storage under `storage_key`, never in a row.
 */
@Entity('assets')
@Index('assets_account_id_id', ['account_id', 'id'])
@Index('assets_account_id_idempotency_key', ['account_id', 'idempotency_key'], { unique: true })
export class AssetEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, collation: 'C' })
  id!: string;

  @Column({ type: 'varchar', length: 40, collation: 'C' })
  account_id!: string;

  /** The client's Idempotency-Key: one asset per key and account (the unique index). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  idempotency_key!: string | null;

  @Column({ type: 'varchar', length: 8 })
  kind!: AssetKind;

  @Column({ type: 'varchar', length: 32 })
  content_type!: AssetContentType;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name!: string | null;

  @Column({ type: 'integer' })
  bytes!: number;

  /** `assets/<account_id>/<id>` in libs/storage. */
  @Column({ type: 'varchar', length: 120, collation: 'C' })
  storage_key!: string;

  @Column({ type: 'integer', nullable: true })
  width!: number | null;

  @Column({ type: 'integer', nullable: true })
  height!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  family!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  style!: string | null;

  @Column({ type: 'varchar', array: true, nullable: true })
  scripts!: Script[] | null;

  @Column({ type: 'double precision', nullable: true })
  duration_seconds!: number | null;

  @Column({ type: 'timestamptz' })
  created_at!: Date;

  toContract(): Asset {
    const common = {
      id: this.id,
      content_type: this.content_type,
      name: this.name,
      bytes: this.bytes,
      created_at: this.created_at.toISOString(),
    };
    return { ...common, ...this.metadata() };
  }

  /** What a render needs of it: where the bytes are and what was measured in them. */
  toRenderAsset(): RenderAsset {
    const { id, content_type, bytes, storage_key } = this;
    return { id, content_type, bytes, storage_key, ...this.metadata() };
  }

  private metadata(): AssetMetadata {
    switch (this.kind) {
      case 'image':
        return { kind: 'image', width: this.width!, height: this.height! };
      case 'font':
        return { kind: 'font', family: this.family!, style: this.style!, scripts: this.scripts ?? [] };
      case 'audio':
        return { kind: 'audio', duration_seconds: this.duration_seconds! };
    }
  }
}

/** The metadata columns of one kind; the others stay `null`. */
export function metadataColumns(
  metadata: AssetMetadata,
): Pick<AssetEntity, 'kind' | 'width' | 'height' | 'family' | 'style' | 'scripts' | 'duration_seconds'> {
  const none = { width: null, height: null, family: null, style: null, scripts: null, duration_seconds: null };
  switch (metadata.kind) {
    case 'image':
      return { ...none, kind: 'image', width: metadata.width, height: metadata.height };
    case 'font':
      return { ...none, kind: 'font', family: metadata.family, style: metadata.style, scripts: metadata.scripts };
    case 'audio':
      return { ...none, kind: 'audio', duration_seconds: metadata.duration_seconds };
  }
}
