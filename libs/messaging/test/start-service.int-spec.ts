import { Controller, Injectable, Module, type INestApplication, type OnModuleInit } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createLogger } from '@reelsmith/config';
import { TestNatsServer, freePort } from '@reelsmith/testing';
import { startService } from '../src/start-service.js';

const SUBJECT = 'rpc.test.state';
/** A request as Nest's NATS transport frames it. */
const REQUEST = JSON.stringify({ pattern: SUBJECT, data: {}, id: 'state' });

/** State a service loads when it starts, as the catalog loads its templates. */
@Injectable()
class SlowToLoad implements OnModuleInit {
  loaded = false;

  async onModuleInit(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    this.loaded = true;
  }
}

@Controller()
class StateHandlers {
  constructor(private readonly state: SlowToLoad) {}

  @MessagePattern(SUBJECT)
  answer() {
    return { loaded: this.state.loaded };
  }
}

@Module({ providers: [SlowToLoad], controllers: [StateHandlers] })
class SlowModule {}

describe(startService.name, () => {
  let nats: TestNatsServer;
  let client: NatsConnection;
  let app: INestApplication | undefined;

  beforeAll(async () => {
    nats = await TestNatsServer.start();
    client = await connect({ servers: nats.url });
  });

  afterAll(async () => {
    await app?.close();
    await client?.close();
    await nats?.dispose();
  });

  it('takes no request before every provider has finished starting', async () => {
    const starting = startService(SlowModule, {
      name: 'slow',
      natsUrl: nats.url,
      httpPort: await freePort(),
      logger: createLogger('slow', 'silent'),
    });
    const answers: unknown[] = [];
    let started = false;
    void starting.then(() => (started = true));
    // Asks over and over while the service starts: "no responders" until it subscribes.
    while (!started) {
      const reply = await client.request(SUBJECT, REQUEST, { timeout: 1_000 }).catch(() => undefined);
      if (reply) answers.push(reply.json<{ response: unknown }>().response);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    app = await starting;
    const reply = await client.request(SUBJECT, REQUEST, { timeout: 1_000 });
    answers.push(reply.json<{ response: unknown }>().response);
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(new Set(['{"loaded":true}']));
  });
});
