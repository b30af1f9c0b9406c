import type { DeletedResource } from './catalog.js';
import type { Script } from './languages.js';
import type { AccountScoped, ListQuery, ListResult } from './lists.js';

/** What an asset is for in a template: a picture, a text's font, or music. */
export type AssetKind = 'image' | 'font' | 'audio';

/** The Content-Types `POST /assets` takes, each with the kind of asset it makes. */
export const ASSET_CONTENT_TYPES = {
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/webp': 'image',
  'font/ttf': 'font',
  'font/otf': 'font',
  'font/woff2': 'font',
  'audio/mpeg': 'audio',
  'audio/wav': 'audio',
  'audio/mp4': 'audio',
} as const satisfies Record<string, AssetKind>;

export type AssetContentType = keyof typeof ASSET_CONTENT_TYPES;

export function isAssetContentType(value: string): value is AssetContentType {
  return Object.hasOwn(ASSET_CONTENT_TYPES, value);
}

/** What the bytes were measured to hold, by kind; every figure comes from parsing them. */
export type AssetMetadata =
  | { kind: 'image'; width: number; height: number }
  | { kind: 'font'; family: string; style: string; scripts: Script[] }
  | { kind: 'audio'; duration_seconds: number };

interface AssetFacts {
  id: string;
  content_type: AssetContentType;
  /** The client's `?name=`, or `null`. */
  name: string | null;
  /** Size of the stored file. */
  bytes: number;
}

/** An uploaded file as clients see it: the common fields and its kind's measurements. */
export type Asset = AssetFacts & AssetMetadata & { created_at: string };

/**
 * Records an upload whose bytes the gateway has checked and already stored under
 * `assets/<account_id>/<id>`: only the facts travel over NATS, never the file.
 */
export type CreateAssetCommand = AccountScoped &
  AssetFacts &
  AssetMetadata & {
    /** Where the gateway stored the bytes (libs/storage `assetKey`). */
    storage_key: string;
    /** As for products: a retry with the same key answers the first asset. */
    idempotency_key?: string;
  };

export interface GetAssetQuery extends AccountScoped {
  id: string;
}

export type DeleteAssetCommand = GetAssetQuery;

export interface ListAssetsQuery extends AccountScoped, ListQuery {}

/**
 * An asset a template uses, as a render reads it: where the bytes are kept and what was measured
 * in them (a font's scripts decide which texts it draws). Copied into a video when it is made.
 */
export type RenderAsset = Pick<AssetFacts, 'id' | 'content_type' | 'bytes'> &
  AssetMetadata & {
    /** `assets/<account_id>/<id>` in libs/storage. */
    storage_key: string;
  };

/** The account's own assets among `ids`: another account's, or a missing one, is simply not in the answer. */
export interface FindAssetsQuery extends AccountScoped {
  ids: string[];
}

export interface AssetRequests {
  'catalog.create_asset': { request: CreateAssetCommand; response: Asset };
  'catalog.list_assets': { request: ListAssetsQuery; response: ListResult<Asset> };
  'catalog.get_asset': { request: GetAssetQuery; response: Asset };
  'catalog.delete_asset': { request: DeleteAssetCommand; response: DeletedResource };
  'catalog.find_assets': { request: FindAssetsQuery; response: { data: RenderAsset[] } };
}
