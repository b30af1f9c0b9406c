import { Inject, type OnApplicationShutdown } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServiceError, type FrameLayout, type RenderStillCommand, type StillPreview } from '@reelsmith/contracts';
import type { ObjectStorage } from '@reelsmith/storage';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { RENDER_CONFIG, type RenderConfig } from '../config.js';
import { layoutStill, RenderError, renderStill, type LocalAsset } from '../composition/index.js';
import { drawnAssets, fetchAssets } from '../renders/asset-files.js';
import { OBJECT_STORAGE } from '../renders/object-storage.provider.js';
import { ImageError, fetchProductImage } from '../renders/product-image.fetcher.js';
import { renderInputOf } from '../renders/render-input-of.js';
import { previewDuration, previewImageDownloads } from './preview-metrics.js';
import { PreviewSlots } from './preview-slots.js';
import { ProductImageCache } from './product-image-cache.js';

/**
 * Answers still previews beside the render jobs: a preview is a request/reply (the caller
 * waits), rendered at half size up to one frame, with the product's picture from a cache by
 * URL. A problem with the picture is the caller's to fix (400 on `product_id`).
 */
@RequestHandlers()
export class StillPreviewsHandlers implements OnApplicationShutdown {
  private readonly slots: PreviewSlots;
  private readonly images: ProductImageCache;

  constructor(
    @Inject(RENDER_CONFIG) private readonly config: RenderConfig,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {
    this.slots = new PreviewSlots(config.PREVIEW_CONCURRENCY, config.PREVIEW_QUEUE);
    this.images = new ProductImageCache({
      root: config.RENDER_WORK_DIR ?? tmpdir(),
      ttlMs: config.PREVIEW_IMAGE_CACHE_TTL * 1000,
      maxBytes: config.PREVIEW_IMAGE_CACHE_MB * 1024 * 1024,
      fetch: (url, path) => {
        previewImageDownloads.inc();
        return fetchProductImage(url, path, config.ALLOW_PRIVATE_URLS);
      },
    });
  }

  @HandleRequest('render.render_still')
  async renderStill(@Payload() command: RenderStillCommand): Promise<StillPreview | FrameLayout> {
    const toolMs = this.config.RENDER_TOOL_TIMEOUT * 1000;
    const stopTimer = previewDuration.startTimer();
    let outcome = 'failed';
    try {
      const answer = await this.slots.run(command.account_id, () =>
        this.images.withImage(command.product.image_url, async (imagePath) =>
          this.withAssets(command, async (assets) => {
            const request = {
              ...renderInputOf(command),
              imagePath,
              assets,
              atSeconds: command.at_seconds,
              profile: command.profile,
              scratchDir: this.config.RENDER_WORK_DIR,
              timeouts: { ffmpegMs: toolMs, voiceMs: toolMs },
            };
            if (command.layout) return layoutStill(request);
            const still = await renderStill(request);
            return { jpeg_base64: still.jpeg.toString('base64'), width: still.width, height: still.height };
          }),
        ),
      );
      outcome = 'ok';
      return answer;
    } catch (error) {
      if (error instanceof ServiceError) outcome = 'busy';
      if (error instanceof ImageError) {
        outcome = 'refused';
        throw new ServiceError(error.code, error.message, 'product_id');
      }
      if (error instanceof RenderError && error.code === 'image_invalid') {
        outcome = 'refused';
        throw new ServiceError('image_invalid', error.message, 'product_id');
      }
      throw error;
    } finally {
      stopTimer({ outcome });
    }
  }

  /**
   * Runs `work` with the account's assets the template names copied into a scratch folder of
   * their own, removed after. One whose bytes are gone answers `asset_missing` on the template.
   */
  private async withAssets<T>(command: RenderStillCommand, work: (assets: LocalAsset[]) => Promise<T>): Promise<T> {
    const wanted = drawnAssets(command.template.assets);
    if (wanted.length === 0) return work([]);
    const dir = await mkdtemp(join(this.config.RENDER_WORK_DIR ?? tmpdir(), 'preview-assets-'));
    try {
      const assets = await fetchAssets(this.storage, command.account_id, wanted, dir).catch((error: unknown) => {
        throw new ServiceError('asset_missing', (error as Error).message, 'template_id');
      });
      return await work(assets);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.images.clear();
  }
}
