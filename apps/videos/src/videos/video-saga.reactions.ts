import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@reelsmith/contracts';
import { HandleEvent } from '@reelsmith/messaging';
import { VideosService } from './videos.service.js';

/** How the video record reacts to billing's and the render service's events. */
@Injectable()
export class VideoSagaReactions {
  constructor(private readonly videos: VideosService) {}

  @HandleEvent('billing.video_charged')
  async startRenderWhenCharged(event: EventPayload<'billing.video_charged'>): Promise<void> {
    await this.videos.startRender(event);
  }

  @HandleEvent('billing.video_charge_declined')
  async failWhenChargeDeclined(event: EventPayload<'billing.video_charge_declined'>): Promise<void> {
    await this.videos.fail(event.video_id, 'queued', {
      code: 'insufficient_credits',
      message: `The balance could not cover the ${event.credits} credits this video costs when its render was due to start.`,
    });
  }

  @HandleEvent('render.started')
  async startStallClockWhenRenderStarted(event: EventPayload<'render.started'>): Promise<void> {
    await this.videos.recordRenderStarted(event);
  }

  @HandleEvent('render.progressed')
  async recordRenderProgress(event: EventPayload<'render.progressed'>): Promise<void> {
    await this.videos.recordProgress(event);
  }

  @HandleEvent('render.completed')
  async completeWhenRendered(event: EventPayload<'render.completed'>): Promise<void> {
    await this.videos.complete(event);
  }

  @HandleEvent('render.failed')
  async failWhenRenderFailed(event: EventPayload<'render.failed'>): Promise<void> {
    await this.videos.failRender(event);
  }
}
