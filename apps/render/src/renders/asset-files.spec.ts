import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderAsset } from '@reelsmith/contracts';
import { FilesystemStorage, assetKey } from '@reelsmith/storage';
import { RenderError } from '../composition/index.js';
import { temporaryDir } from '../test-support/fixtures.js';
import { fetchAssets } from './asset-files.js';

const ACCOUNT = 'acct_01JZ00000000000000000000AA';
const OTHER = 'acct_01JZ00000000000000000000BB';
const ID = 'asset_01JZ000000000000000000000P';

const picture = (account: string, storageKey = assetKey(account, ID)): RenderAsset => ({
  id: ID,
  kind: 'image',
  content_type: 'image/png',
  bytes: 4,
  storage_key: storageKey,
  width: 1,
  height: 1,
});

describe(fetchAssets.name, () => {
  let dir: string;
  let remove: () => Promise<void>;
  let storage: FilesystemStorage;

  beforeEach(async () => {
    ({ dir, remove } = await temporaryDir());
    storage = new FilesystemStorage(join(dir, 'store'));
  });
  afterEach(() => remove());

  it('copies the bytes into the folder under a name of ours', async () => {
    await storage.putBytes(assetKey(ACCOUNT, ID), Buffer.from('logo'));
    const [copied] = await fetchAssets(storage, ACCOUNT, [picture(ACCOUNT)], dir);
    expect(copied!.path).toBe(join(dir, `asset-${ID}`));
    await expect(readFile(copied!.path, 'utf8')).resolves.toBe('logo');
  });

  it("fails the render (render_failed, not retried) when the bytes are gone or the key is not the account's", async () => {
    await storage.putBytes(assetKey(OTHER, ID), Buffer.from('logo'));
    for (const wanted of [picture(ACCOUNT), picture(OTHER), picture(ACCOUNT, '../../etc/passwd')]) {
      const failure = await fetchAssets(storage, ACCOUNT, [wanted], dir).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RenderError);
      expect(failure).toMatchObject({ code: 'render_failed' });
    }
  });
});
