import type { ServiceHarness } from '@reelsmith/testing';
import { startGateway } from './gateway-harness.js';

describe('gateway database', () => {
  let harness: ServiceHarness;

  beforeAll(async () => {
    harness = await startGateway();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('needs no migration beyond the committed ones to match its entities', async () => {
    expect(await harness.pendingSchemaChanges()).toEqual([]);
  });
});
