import { Inject, Injectable, Logger } from '@nestjs/common';
import { ServiceError, type Asset, type AssetContentType, type DeletedResource } from '@reelsmith/contracts';
import { newId } from '@reelsmith/database';
import { MessageBus } from '@reelsmith/messaging';
import { assetKey, type ObjectStorage } from '@reelsmith/storage';
import { httpErrorFor } from '../http/api-error.js';
import { OBJECT_STORAGE } from '../files/object-storage.provider.js';
import { inspectAsset } from './inspection/inspect-asset.js';

export interface AssetUpload {
  accountId: string;
  bytes: Buffer;
  contentType: AssetContentType;
  name: string | null;
  idempotencyKey: string | undefined;
}

/**
 * Uploads and deletions, in the order that never leaves a record without its bytes: the bytes
 * are checked, then stored, then recorded by the catalog; a record is removed before its bytes.
 * A crash between the two steps leaves bytes no record names (under `assets/<account>/`), which
 * nothing can reach; docs/decisions/assets.md.
 */
@Injectable()
export class AssetUploads {
  private readonly logger = new Logger(AssetUploads.name);

  constructor(
    private readonly bus: MessageBus,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async upload(upload: AssetUpload): Promise<Asset> {
    const metadata = await inspectAsset(upload.bytes, upload.contentType);
    const id = newId('asset');
    const key = assetKey(upload.accountId, id);
    await this.storage.putBytes(key, upload.bytes, upload.contentType);
    let asset: Asset;
    try {
      asset = await this.bus.request('catalog.create_asset', {
        account_id: upload.accountId,
        id,
        content_type: upload.contentType,
        name: upload.name,
        bytes: upload.bytes.length,
        storage_key: key,
        idempotency_key: upload.idempotencyKey,
        ...metadata,
      });
    } catch (error) {
      // Refused (a full account): nothing names these bytes. Unknown (a timeout): keep them.
      if (error instanceof ServiceError && httpErrorFor(error.code).status < 500) await this.forget(key);
      throw error;
    }
    // A retry of an Idempotency-Key whose first attempt was recorded: that asset is the answer.
    if (asset.id !== id) await this.forget(key);
    return asset;
  }

  async delete(accountId: string, id: string): Promise<DeletedResource> {
    const deleted = await this.bus.request('catalog.delete_asset', { account_id: accountId, id });
    await this.forget(assetKey(accountId, id));
    return deleted;
  }

  /** Removes bytes no record names; a failure leaves them unreachable, which is logged, not answered. */
  private async forget(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn({ err: error, key }, 'could not remove the bytes of an asset no record names');
    }
  }
}
