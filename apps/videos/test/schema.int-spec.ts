import type { ServiceHarness } from '@reelsmith/testing';
import { startVideos } from './videos-harness.js';

describe('videos database', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startVideos();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('needs no migration beyond the committed ones to match its entities', async () => {
    expect(await harness.pendingSchemaChanges()).toEqual([]);
  });
});
