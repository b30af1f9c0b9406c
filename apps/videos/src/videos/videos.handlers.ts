import { Payload } from '@nestjs/microservices';
import type { CreateVideoCommand, GetVideoQuery, ListVideosQuery } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { VideosService } from './videos.service.js';

/** NATS adapter for the REST gateway's video requests. */
@RequestHandlers()
export class VideosHandlers {
  constructor(private readonly videos: VideosService) {}

  @HandleRequest('videos.create_video')
  create(@Payload() command: CreateVideoCommand) {
    return this.videos.create(command);
  }

  @HandleRequest('videos.get_video')
  get(@Payload() query: GetVideoQuery) {
    return this.videos.get(query);
  }

  @HandleRequest('videos.cancel_video')
  cancel(@Payload() query: GetVideoQuery) {
    return this.videos.cancel(query);
  }

  @HandleRequest('videos.list_videos')
  list(@Payload() query: ListVideosQuery) {
    return this.videos.list(query);
  }
}
