import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Reelsmith } from '@reelsmith/sdk';
import {
  TestFileServer,
  TestStack,
  TestWebhookReceiver,
  oneFrameASecondTemplate,
  testPicture,
} from '@reelsmith/testing';
import { PrivatePostgres } from '../../scripts/private-services.mjs';

/**
 * A stack for the fault suite: its own PostgreSQL (which the faults restart), short redelivery
 * and webhook timings so a killed part's work comes back within seconds, a picture server and a
 * webhook receiver. `faults` kills every app in turn, then restarts NATS and PostgreSQL.
 */
export class FaultStack {
  private constructor(
    readonly stack: TestStack,
    readonly files: TestFileServer,
    readonly receiver: TestWebhookReceiver,
    private readonly postgres: PrivatePostgres,
    private readonly folder: string,
  ) {}

  static async start(env: Record<string, string> = {}, pictureSide = 640): Promise<FaultStack> {
    const folder = mkdtempSync(join(tmpdir(), 'reelsmith-faults-'));
    chmodSync(folder, 0o755); // under root the cluster runs as the postgres user, who must reach it
    const postgres = new PrivatePostgres(join(folder, 'postgres'));
    const picture = { body: testPicture(pictureSide, pictureSide), contentType: 'image/png' };
    const files = await TestFileServer.start({ '/lamp.png': picture });
    const receiver = await TestWebhookReceiver.start();
    const stack = await TestStack.start({
      POSTGRES_URL: await postgres.start({ maxConnections: 200, durability: 'process-crash' }),
      // A killed worker's job returns after 5 s, a killed sender's attempt after its lease.
      RENDER_ACK_WAIT: '5',
      WEBHOOK_TIMEOUT_SECONDS: '3',
      WEBHOOK_RETRY_DELAYS: '0.5,1,1,2,2,2,2,2,2,2',
      ...env,
    });
    return new FaultStack(stack, files, receiver, postgres, folder);
  }

  /**
   * A shop for a scenario: an account whose client retries enough to outlast a gateway restart
   * (each POST keeping its Idempotency-Key throughout), a template rendered at one frame a
   * second, credits for `videos` of it, and its webhook secret.
   */
  async openShop(name: string, videos: number) {
    const account = await this.stack.createAccount(name);
    const rs = new Reelsmith({ apiKey: account.apiKey, baseUrl: this.stack.baseUrl, maxRetries: 8 });
    const template = await oneFrameASecondTemplate(rs);
    await this.stack.grantCredits(account.id, videos * template.credits, name);
    return { rs, template, secret: await rs.webhooks.secret() };
  }

  /** Each fault by name, in the order they strike; `skip` leaves some apps out (already struck). */
  faults(skip: readonly string[] = []): Array<[string, () => Promise<void>]> {
    const restartApp = (name: string) => async () => {
      await this.stack.stopApp(name, 'SIGKILL');
      await this.stack.startApp(name);
    };
    const apps = ['gateway', 'catalog', 'billing', 'videos', 'render', 'webhooks'].filter(
      (name) => !skip.includes(name),
    );
    return [
      ...apps.map((name): [string, () => Promise<void>] => [name, restartApp(name)]),
      ['NATS', () => this.stack.nats.restart()],
      [
        'PostgreSQL',
        async () => {
          this.postgres.pgCtl('stop');
          this.postgres.pgCtl('start');
        },
      ],
    ];
  }

  async dispose(): Promise<void> {
    await this.stack.dispose();
    await this.receiver.stop();
    await this.files.stop();
    this.postgres.stop('immediate');
    rmSync(this.folder, { recursive: true, force: true });
  }
}
