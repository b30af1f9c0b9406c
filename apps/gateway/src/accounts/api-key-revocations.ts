import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { BusClosedError, MessageBus } from '@reelsmith/messaging';
import { AccountsService } from './accounts.service.js';

const RETRY_MS = 1_000;

/**
 * Listens for revocations broadcast by any replica (or the admin CLI) and drops the key from
 * this replica's cache. Until it listens, and whenever the connection drops, the cache is not
 * believed: every request asks the database, which stays the authority.
 */
@Injectable()
export class ApiKeyRevocations implements OnApplicationBootstrap {
  private readonly logger = new Logger(ApiKeyRevocations.name);

  constructor(
    private readonly bus: MessageBus,
    private readonly accounts: AccountsService,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: the gateway starts (and asks the database for every key) while NATS is away.
    void this.listen();
  }

  private async listen(): Promise<void> {
    for (;;) {
      try {
        await this.bus.onBroadcast(
          'gateway.api_key_revoked',
          (revoked) => this.accounts.forgetApiKey(revoked.api_key_id),
          (status) => {
            if (status.type === 'disconnect') this.accounts.trustCache(false);
            if (status.type === 'reconnect') this.accounts.trustCache(true);
          },
        );
        this.accounts.trustCache(true);
        return;
      } catch (error) {
        // The app stopped before NATS answered: retrying would keep the process alive for ever.
        if (error instanceof BusClosedError) return;
        this.logger.warn({ err: error }, 'cannot listen for API key revocations yet; retrying');
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
  }
}
