import { Payload } from '@nestjs/microservices';
import type { ListWebhookDeliveriesQuery, RetryWebhookDeliveryCommand } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { DeliveriesService } from './deliveries.service.js';

/** NATS adapter: the delivery log and manual retries. */
@RequestHandlers()
export class DeliveriesHandlers {
  constructor(private readonly deliveries: DeliveriesService) {}

  @HandleRequest('webhooks.list_deliveries')
  list(@Payload() query: ListWebhookDeliveriesQuery) {
    return this.deliveries.list(query);
  }

  @HandleRequest('webhooks.retry_delivery')
  retry(@Payload() command: RetryWebhookDeliveryCommand) {
    return this.deliveries.retry(command);
  }
}
