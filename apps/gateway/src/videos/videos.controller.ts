import { Controller, Get, Inject, Param, Post } from '@nestjs/common';
import { publicVideo, type ListQuery, type VideoRecord, type VideoStatus } from '@reelsmith/contracts';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { IdempotencyKey } from '../idempotency/idempotency-key.decorator.js';
import { ValidBody, ValidQuery } from '../http/request-input.decorators.js';
import {
  createVideoBody,
  listVideosQuery,
  videoListSchema,
  videoSchema,
  type CreateVideoBody,
} from './videos.schemas.js';
import { outputRequests } from '../outputs/output-requests.schemas.js';

const TAG = 'Videos';

/** REST adapter for the video orchestration service. */
@Controller('videos')
export class VideosController {
  constructor(
    private readonly bus: MessageBus,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @Endpoint({
    tag: TAG,
    summary: 'Start a video',
    description:
      "Validates the product, the template, `user_prompt` and `outputs`, checks the balance against the price (the template's credits plus each output's, `GET /outputs`), and answers 202 with the queued video. Rendering runs asynchronously; follow it with GET /videos/{id} or a webhook.",
    status: 202,
    body: createVideoBody,
    response: videoSchema,
    errors: [400, 402, 404, 409, 413, 415],
  })
  async create(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidBody() body: CreateVideoBody,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ) {
    const video = await this.bus.request('videos.create_video', {
      account_id: account.id,
      template_id: body.template_id,
      product_id: body.product_id,
      user_prompt: body.user_prompt ?? {},
      language: body.language ?? account.language,
      ...(body.voice === undefined ? {} : { voice: body.voice }),
      webhook_url: body.webhook_url ?? null,
      music: body.music,
      outputs: outputRequests(body.outputs),
      idempotency_key: idempotencyKey,
    });
    return this.public(video);
  }

  @Get()
  @Endpoint({
    tag: TAG,
    summary: 'List videos, newest first',
    query: listVideosQuery,
    response: videoListSchema,
    errors: [400],
  })
  async list(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidQuery() query: ListQuery & { status?: VideoStatus; product_id?: string; batch_id?: string },
  ) {
    const page = await this.bus.request('videos.list_videos', { account_id: account.id, ...query });
    return { data: page.data.map((video) => this.public(video)), has_more: page.has_more };
  }

  @Get(':id')
  @Endpoint({ tag: TAG, summary: 'Retrieve a video', response: videoSchema, errors: [404] })
  async get(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.public(await this.bus.request('videos.get_video', { account_id: account.id, id }));
  }

  @Post(':id/cancel')
  @Endpoint({
    tag: TAG,
    summary: 'Cancel a video',
    description:
      'Ends a `queued` or `processing` video as `failed` with `error.code` `canceled`: its credits come back as a `refund`, a running render stops within 5 s, no output is kept, and its webhooks get `video.failed`. A video that has already ended answers 400 `video_not_cancelable`.',
    response: videoSchema,
    errors: [400, 404],
  })
  async cancel(@CurrentAccount() account: AuthenticatedAccount, @Param('id') id: string) {
    return this.public(await this.bus.request('videos.cancel_video', { account_id: account.id, id }));
  }

  /** Files are served here, so their public addresses are made here. */
  private public(video: VideoRecord) {
    return publicVideo(video, this.config.PUBLIC_BASE_URL);
  }
}
