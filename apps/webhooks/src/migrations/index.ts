import { CreateWebhooks1764500000000 } from './1764500000000-create-webhooks.js';

/** Every migration of the webhooks database, oldest first. */
export const webhooksMigrations = [CreateWebhooks1764500000000];
