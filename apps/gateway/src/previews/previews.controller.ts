import { Controller, Headers, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { MessageBus } from '@reelsmith/messaging';
import type { AuthenticatedAccount } from '../accounts/authenticated-account.js';
import { CurrentAccount } from '../accounts/current-account.decorator.js';
import { Endpoint } from '../http/endpoint.decorator.js';
import { ValidBody } from '../http/request-input.decorators.js';
import { PreviewSlots } from './preview-slots.js';
import { createPreviewBody, frameLayoutSchema, type CreatePreviewBody } from './previews.schemas.js';

/** Longer than the videos service gives a render worker (20 s), so its answer always arrives. */
const PREVIEW_TIMEOUT_MS = 25_000;

/** REST adapter for still previews, rendered by a render worker through the videos service. */
@Controller('previews')
export class PreviewsController {
  constructor(
    private readonly bus: MessageBus,
    private readonly slots: PreviewSlots,
  ) {}

  @Post()
  @Endpoint({
    tag: 'Previews',
    summary: 'Preview a video as a still',
    description:
      "Answers a JPEG of one moment of the video `POST /videos` would make with the same body, at half the template's size: validated exactly like it (same errors), free, nothing stored. With `Accept: application/json` it answers the layout of that frame instead, in the template's full-size pixels: every element drawn, its ink's box, opacity and text, and the render's warnings. A problem with the product's image answers 400 `image_unreachable` or `image_invalid` on `product_id`. Each account may have a few previews rendering at once (429 past that).",
    body: createPreviewBody,
    produces: 'image/jpeg',
    jsonAlternative: frameLayoutSchema,
    errors: [400, 404, 413, 415],
  })
  async create(
    @CurrentAccount() account: AuthenticatedAccount,
    @ValidBody() body: CreatePreviewBody,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const layout = accept?.includes('application/json') === true;
    const still = await this.slots.run(account.id, () =>
      this.bus.request(
        'videos.preview_video',
        {
          account_id: account.id,
          template_id: body.template_id,
          product_id: body.product_id,
          user_prompt: body.user_prompt ?? {},
          language: body.language ?? account.language,
          music: body.music,
          at_seconds: body.at_seconds,
          profile: body.profile,
          layout,
        },
        { timeoutMs: PREVIEW_TIMEOUT_MS },
      ),
    );
    if (!('jpeg_base64' in still)) {
      void reply.header('Cache-Control', 'no-store');
      return still;
    }
    const jpeg = Buffer.from(still.jpeg_base64, 'base64');
    void reply.type('image/jpeg').header('Cache-Control', 'no-store').header('Content-Length', String(jpeg.length));
    return jpeg;
  }
}
