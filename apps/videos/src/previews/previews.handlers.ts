import { Payload } from '@nestjs/microservices';
import type { PreviewVideoQuery } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { PreviewsService } from './previews.service.js';

/** NATS adapter for the REST gateway's still previews. */
@RequestHandlers()
export class PreviewsHandlers {
  constructor(private readonly previews: PreviewsService) {}

  @HandleRequest('videos.preview_video')
  preview(@Payload() query: PreviewVideoQuery) {
    return this.previews.preview(query);
  }
}
