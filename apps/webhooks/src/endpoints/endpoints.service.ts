import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  ServiceError,
  type CreateWebhookEndpointCommand,
  type ListResult,
  type ListWebhookEndpointsQuery,
  type UpdateWebhookEndpointCommand,
  type WebhookEndpoint,
  type WebhookEndpointQuery,
} from '@reelsmith/contracts';
import { newId, paginate } from '@reelsmith/database';
import { WebhookEndpointEntity } from './webhook-endpoint.entity.js';

/** An account's registered webhook endpoints (the gateway has validated the fields). */
@Injectable()
export class EndpointsService {
  constructor(private readonly dataSource: DataSource) {}

  private get endpoints() {
    return this.dataSource.getRepository(WebhookEndpointEntity);
  }

  async create(command: CreateWebhookEndpointCommand): Promise<WebhookEndpoint> {
    return this.dataSource.transaction(async (manager) => {
      // Serialise creations of one account, so two at once cannot pass the limit together.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhook_endpoints:${command.account_id}`]);
      const count = await manager.countBy(WebhookEndpointEntity, { account_id: command.account_id });
      if (count >= MAX_WEBHOOK_ENDPOINTS) {
        throw new ServiceError(
          'parameter_invalid',
          `An account can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first.`,
        );
      }
      const now = new Date();
      const endpoint = manager.create(WebhookEndpointEntity, {
        id: newId('we'),
        account_id: command.account_id,
        url: command.url,
        target: new URL(command.url).origin,
        events: command.events,
        description: command.description,
        enabled: true,
        ...HEALTHY,
        created_at: now,
        updated_at: now,
      });
      await manager.insert(WebhookEndpointEntity, endpoint);
      return endpoint.toContract();
    });
  }

  async get(query: WebhookEndpointQuery): Promise<WebhookEndpoint> {
    return (await this.find(query)).toContract();
  }

  async list(query: ListWebhookEndpointsQuery): Promise<ListResult<WebhookEndpoint>> {
    const page = await paginate(this.endpoints, { account_id: query.account_id }, query);
    return { data: page.data.map((endpoint) => endpoint.toContract()), has_more: page.has_more };
  }

  /**
   * One `UPDATE … RETURNING` of exactly the fields sent: a PATCH racing a DELETE finds no row
   * (and never inserts one back, as read-modify-save did), and two PATCHes of different fields
   * both keep theirs. Setting `enabled` either way starts the endpoint's record of failures
   * afresh: one the sender disabled gets its full timeout and days of grace again.
   */
  async update(command: UpdateWebhookEndpointCommand): Promise<WebhookEndpoint> {
    const { url, ...fields } = command.changes;
    const changes = {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      ...(url !== undefined ? { url, target: new URL(url).origin } : {}),
      ...(fields.enabled !== undefined ? HEALTHY : {}),
    };
    const result = await this.endpoints
      .createQueryBuilder()
      .update(WebhookEndpointEntity)
      .set({ ...changes, updated_at: () => 'now()' })
      .where({ id: command.id, account_id: command.account_id })
      .returning('*')
      .execute();
    const [row] = result.raw as WebhookEndpointEntity[];
    if (!row) throw endpointMissing(command.id);
    return this.endpoints.create(row).toContract();
  }

  /** Deletes the endpoint; its deliveries stay in the log, and pending ones are still sent. */
  async delete(query: WebhookEndpointQuery): Promise<{ id: string; deleted: true }> {
    const result = await this.endpoints.delete({ id: query.id, account_id: query.account_id });
    if (!result.affected) throw endpointMissing(query.id);
    return { id: query.id, deleted: true };
  }

  private async find(query: WebhookEndpointQuery): Promise<WebhookEndpointEntity> {
    const endpoint = await this.endpoints.findOneBy({ id: query.id, account_id: query.account_id });
    if (!endpoint) throw endpointMissing(query.id);
    return endpoint;
  }
}

/** An endpoint's record of failures, wiped. */
const HEALTHY = { consecutive_failures: 0, consecutive_timeouts: 0, failing_since: null, disabled_reason: null };

const endpointMissing = (id: string) =>
  new ServiceError('resource_missing', `No such webhook endpoint: '${id}'.`, 'id');
