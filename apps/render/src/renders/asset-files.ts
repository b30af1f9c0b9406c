import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RenderAsset } from '@reelsmith/contracts';
import { assetKey, isValidKey, type ObjectStorage } from '@reelsmith/storage';
import { RenderError, type LocalAsset } from '../composition/index.js';

/** The largest upload the gateway stores (docs/api.md): a stored asset is never larger. */
export const MAX_ASSET_BYTES = 20 * 1024 * 1024;

/** The assets a frame draws (pictures, fonts): a template's music is copied only for a video that plays it (music-file.ts). */
export const drawnAssets = (assets: readonly RenderAsset[] = []): RenderAsset[] =>
  assets.filter((asset) => asset.kind !== 'audio');

/** Passes at most `limit` bytes through, failing past them. */
function capped(limit: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new Error(`more than ${limit} bytes`) : null, chunk);
    },
  });
}

/**
 * Copies the bytes of the assets a video uses from storage into `dir`, each under a name of
 * ours (`asset-<id>`), and answers where. The key must be the one the account's asset has
 * (`assets/<account>/<id>`): a request naming another account's file is refused, whatever it
 * says. An asset whose bytes are gone (deleted since the video was made) fails the render as
 * `render_failed`, which the saga refunds; it is never retried.
 */
export async function fetchAssets(
  storage: ObjectStorage,
  accountId: string,
  assets: readonly RenderAsset[],
  dir: string,
): Promise<LocalAsset[]> {
  return Promise.all(
    assets.map(async (asset) => {
      const key = assetKey(accountId, asset.id);
      if (asset.storage_key !== key || !isValidKey(key) || asset.bytes > MAX_ASSET_BYTES)
        throw new RenderError('render_failed', `The asset '${asset.id}' is not one of this account's.`);
      const stored = await storage.get(key);
      if (!stored)
        throw new RenderError('render_failed', `The asset '${asset.id}' the template uses has been deleted.`);
      const path = join(dir, `asset-${asset.id}`);
      try {
        await pipeline(stored.body, capped(MAX_ASSET_BYTES), createWriteStream(path));
      } catch (error) {
        throw new RenderError('render_failed', `The asset '${asset.id}' could not be read.`, { cause: error });
      }
      return { ...asset, path };
    }),
  );
}
