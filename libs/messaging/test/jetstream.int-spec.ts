import { TestNatsServer } from '@reelsmith/testing';
import { ensureEventsStream } from '../src/jetstream.js';
import { MessageBus } from '../src/message-bus.js';

describe(ensureEventsStream.name, () => {
  let nats: TestNatsServer;
  let bus: MessageBus;

  beforeAll(async () => {
    // An app's user as in k8s/nats/values.yaml: it may look at and create the streams, not change them.
    nats = await TestNatsServer.start({
      config: {
        authorization: {
          users: [
            {
              user: 'app',
              password: 'app-password',
              permissions: {
                publish: ['$JS.API.INFO', '$JS.API.STREAM.INFO.*', '$JS.API.STREAM.CREATE.*'],
                subscribe: ['_INBOX_stream-test.>'],
              },
            },
          ],
        },
      },
    });
    bus = MessageBus.connect(nats.url, 'stream-test', { user: 'app', password: 'app-password' });
  });

  afterAll(async () => {
    await bus?.onApplicationShutdown();
    await nats?.dispose();
  });

  it('creates the streams when missing and leaves existing ones alone, needing no right to update them', async () => {
    const connection = await bus.connection();
    await ensureEventsStream(connection);
    // A second replica, or the next boot, finds both streams there.
    await expect(ensureEventsStream(connection)).resolves.toBeUndefined();
    expect((await nats.log()).split('\n').filter((line) => line.includes('Violation'))).toEqual([]);
  });
});
