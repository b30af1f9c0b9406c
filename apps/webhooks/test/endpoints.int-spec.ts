import { EndpointsService } from '../src/endpoints/endpoints.service.js';
import { newAccountId, WebhooksHarness } from './webhooks-harness.js';

describe(EndpointsService.name, () => {
  let harness: WebhooksHarness;

  beforeAll(async () => {
    harness = await WebhooksHarness.start();
  });

  afterAll(async () => {
    await harness?.stop();
  });

  it('never brings an endpoint back when a PATCH races its DELETE', async () => {
    const accountId = newAccountId();
    for (let round = 0; round < 25; round += 1) {
      const endpoint = await harness.createEndpoint(accountId, `https://hooks.example/racer-${round}`);
      const target = { account_id: accountId, id: endpoint.id };
      const patch = (description: string) =>
        harness.bus.request('webhooks.update_endpoint', { ...target, changes: { description } });
      await Promise.allSettled([
        patch('Renamed 1'),
        patch('Renamed 2'),
        harness.bus.request('webhooks.delete_endpoint', target),
        ...Array.from({ length: 6 }, (_, index) => patch(`Late ${index}`)),
      ]);
      await expect(harness.bus.request('webhooks.get_endpoint', target)).rejects.toMatchObject({
        code: 'resource_missing',
      });
    }
  });

  it('keeps every field when PATCHes of different fields run at once', async () => {
    const accountId = newAccountId();
    for (let round = 0; round < 10; round += 1) {
      const endpoint = await harness.createEndpoint(accountId, `https://hooks.example/fields-${round}`);
      const target = { account_id: accountId, id: endpoint.id };
      const update = (changes: object) => harness.bus.request('webhooks.update_endpoint', { ...target, changes });
      await Promise.all([
        update({ description: `Text ${round}` }),
        update({ url: `https://other.example/fields-${round}` }),
        update({ events: ['video.failed'] }),
      ]);
      await expect(harness.bus.request('webhooks.get_endpoint', target)).resolves.toMatchObject({
        description: `Text ${round}`,
        url: `https://other.example/fields-${round}`,
        events: ['video.failed'],
      });
      await harness.bus.request('webhooks.delete_endpoint', target);
    }
  });

  it('answers resource_missing for a PATCH or DELETE of an endpoint that is gone or belongs to another account', async () => {
    const accountId = newAccountId();
    const endpoint = await harness.createEndpoint(accountId, 'https://hooks.example/gone');
    const stranger = { account_id: newAccountId(), id: endpoint.id };
    await expect(
      harness.bus.request('webhooks.update_endpoint', { ...stranger, changes: { enabled: false } }),
    ).rejects.toMatchObject({ code: 'resource_missing', param: 'id' });
    await expect(harness.bus.request('webhooks.delete_endpoint', stranger)).rejects.toMatchObject({
      code: 'resource_missing',
    });
    const target = { account_id: accountId, id: endpoint.id };
    await expect(harness.bus.request('webhooks.get_endpoint', target)).resolves.toMatchObject({ enabled: true });
    await harness.bus.request('webhooks.delete_endpoint', target);
    await expect(harness.bus.request('webhooks.delete_endpoint', target)).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });
});
