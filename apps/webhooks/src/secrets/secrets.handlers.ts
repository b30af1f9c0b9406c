import { Payload } from '@nestjs/microservices';
import type { AccountScoped } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { SecretsService } from './secrets.service.js';

/** NATS adapter: read and rotate an account's signing secret. */
@RequestHandlers()
export class SecretsHandlers {
  constructor(private readonly secrets: SecretsService) {}

  @HandleRequest('webhooks.get_secret')
  get(@Payload() query: AccountScoped) {
    return this.secrets.current(query.account_id);
  }

  @HandleRequest('webhooks.rotate_secret')
  rotate(@Payload() command: AccountScoped) {
    return this.secrets.rotate(command.account_id);
  }
}
