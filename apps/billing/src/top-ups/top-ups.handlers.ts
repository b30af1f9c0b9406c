import { Payload } from '@nestjs/microservices';
import type { CreateTopUpCommand } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { TopUpsService } from './top-ups.service.js';

/** NATS adapter: a new top-up and its checkout URL. */
@RequestHandlers()
export class TopUpsHandlers {
  constructor(private readonly topUps: TopUpsService) {}

  @HandleRequest('billing.create_top_up')
  create(@Payload() command: CreateTopUpCommand) {
    return this.topUps.create(command);
  }
}
