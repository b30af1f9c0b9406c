import { Module } from '@nestjs/common';
import { SecretsModule } from '../secrets/secrets.module.js';
import { DeliveriesHandlers } from './deliveries.handlers.js';
import { DeliveriesService } from './deliveries.service.js';
import { DeliverySender } from './delivery-sender.js';
import { WebhookEventsReactions } from './webhook-events.reactions.js';

@Module({
  imports: [SecretsModule],
  controllers: [DeliveriesHandlers],
  providers: [DeliveriesService, DeliverySender, WebhookEventsReactions],
  exports: [DeliveriesService],
})
export class DeliveriesModule {}
