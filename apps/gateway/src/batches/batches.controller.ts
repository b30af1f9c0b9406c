import { Controller, Get, Param, Post } from '@nestjs/common';
import type { ListQuery } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { listQuerySchema } from '../http/schemas.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import { ValidBody, ValidQuery } from '../http/request-input.decorators.js';
import { batchListSchema, batchSchema, createBatchBody, type CreateBatchBody } from './batches.schemas.js';
import { outputRequests } from '../outputs/output-requests.schemas.js';

const TAG = 'Batches';

/** REST adapter for batches, which the video orchestration service keeps. */
@Controller('batches')
export class BatchesController {
  constructor(private readonly bus: MessageBus) {}

  @Post()
  @Endpoint({
    tag: TAG,
    summary: 'Make many videos at once',
    description:
      'One video per product × template × language (at most 10,000), all charged at once as one `usage` transaction of `credits_reserved`; each video that fails or is canceled is refunded on its own. Not enough credits: 402, naming the credits needed and available, and nothing is made. The videos carry `batch_id` (`GET /videos?batch_id=`) and are rendered a few at a time, so other videos are not held up behind them; `batch.completed` goes to `webhook_url` and subscribed endpoints when every video has ended.',
    status: 202,
    body: createBatchBody,
    response: batchSchema,
    errors: [400, 402, 404, 409, 413, 415],
  })
  async create(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidBody() body: CreateBatchBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    return this.bus.request('videos.create_batch', {
      account_id: account.id,
      ...(body.sync_id === undefined ? { product_ids: body.product_ids } : { sync_id: body.sync_id }),
      template_ids: body.template_ids,
      languages: body.languages ?? [account.language],
      user_prompt: body.user_prompt ?? {},
      ...(body.voice === undefined ? {} : { voice: body.voice }),
      music: body.music,
      outputs: outputRequests(body.outputs),
      webhook_url: body.webhook_url ?? null,
      idempotency_key: idempotencyKey,
    });
  }

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List batches, newest first',
    query: listQuerySchema,
    response: batchListSchema,
    errors: [400],
  })
  async list(@CurrentAccount() account: AuthenticatedAccount, @ValidQuery() query: ListQuery) {
    return this.bus.request('videos.list_batches', { account_id: account.id, ...query });
  }

  @Get(':id')
  @Endpoint({ tag: TAG, summary: 'Retrieve a batch', response: batchSchema, errors: [404] })
  async get(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('videos.get_batch', { account_id: account.id, id });
  }

  @Post(':id/cancel')
  @Endpoint({
    tag: TAG,
    summary: 'Cancel a batch',
    description:
      'Cancels every video of the batch that has not ended (each refunded as a canceled video is) and ends the batch as `canceled`, announcing `batch.completed`. A batch that has already ended answers 400 `batch_not_cancelable`.',
    response: batchSchema,
    errors: [400, 404],
  })
  async cancel(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.bus.request('videos.cancel_batch', { account_id: account.id, id });
  }
}
