import type { PageRequest } from '../pagination.js';
import type { RequestOptions, Transport } from '../transport.js';
import type { Asset, AssetContentType, AssetListParams, AssetUploadParams, DeletedAsset } from '../types.js';

/** An account's own images, fonts and sounds, for custom templates. */
export class Assets {
  constructor(private readonly transport: Transport) {}

  /**
   * Uploads a file (at most 20 MB) as the type it is; the service checks the bytes and measures
   * them: `width`/`height`, a font's `family`, `style` and `scripts`, a sound's `duration_seconds`.
   */
  upload(
    file: Blob | ArrayBuffer | Uint8Array,
    contentType: AssetContentType,
    params: AssetUploadParams = {},
    options?: RequestOptions,
  ): Promise<Asset> {
    return this.transport.json({
      method: 'POST',
      path: '/assets',
      query: params,
      file: { data: file, contentType },
      options,
    });
  }

  retrieve(id: string, options?: RequestOptions): Promise<Asset> {
    return this.transport.json({ method: 'GET', path: `/assets/${encodeURIComponent(id)}`, options });
  }

  /** Removes the asset and its file; cannot be undone. */
  delete(id: string, options?: RequestOptions): Promise<DeletedAsset> {
    return this.transport.json({ method: 'DELETE', path: `/assets/${encodeURIComponent(id)}`, options });
  }

  list(params: AssetListParams = {}, options?: RequestOptions): PageRequest<Asset, AssetListParams> {
    return this.transport.list<Asset, AssetListParams>('/assets', params, options);
  }
}
