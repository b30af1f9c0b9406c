import { CreateWebhooks1764500000000 } from './1764500000000-create-webhooks.js';
import { AddDeliveryRequestIdAndRetryRequested1765000000000 } from './1765000000000-add-delivery-request-id-and-retry-requested.js';
import { AddEndpointTarget1765000100000 } from './1765000100000-add-endpoint-target.js';
import { AddEndpointHealth1765000200000 } from './1765000200000-add-endpoint-health.js';

/** Every migration of the webhooks database, oldest first. */
export const webhooksMigrations = [
  CreateWebhooks1764500000000,
  AddDeliveryRequestIdAndRetryRequested1765000000000,
  AddEndpointTarget1765000100000,
  AddEndpointHealth1765000200000,
];
