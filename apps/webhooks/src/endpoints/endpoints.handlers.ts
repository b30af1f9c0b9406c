import { Payload } from '@nestjs/microservices';
import type {
  CreateWebhookEndpointCommand,
  ListWebhookEndpointsQuery,
  UpdateWebhookEndpointCommand,
  WebhookEndpointQuery,
} from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { EndpointsService } from './endpoints.service.js';

/** NATS adapter: an account's webhook endpoints. */
@RequestHandlers()
export class EndpointsHandlers {
  constructor(private readonly endpoints: EndpointsService) {}

  @HandleRequest('webhooks.create_endpoint')
  create(@Payload() command: CreateWebhookEndpointCommand) {
    return this.endpoints.create(command);
  }

  @HandleRequest('webhooks.get_endpoint')
  get(@Payload() query: WebhookEndpointQuery) {
    return this.endpoints.get(query);
  }

  @HandleRequest('webhooks.list_endpoints')
  list(@Payload() query: ListWebhookEndpointsQuery) {
    return this.endpoints.list(query);
  }

  @HandleRequest('webhooks.update_endpoint')
  update(@Payload() command: UpdateWebhookEndpointCommand) {
    return this.endpoints.update(command);
  }

  @HandleRequest('webhooks.delete_endpoint')
  delete(@Payload() query: WebhookEndpointQuery) {
    return this.endpoints.delete(query);
  }
}
