import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@reelsmith/contracts';
import { HandleEvent } from '@reelsmith/messaging';
import { VideoChargesService } from './video-charges.service.js';

/** How billing reacts to the video saga's events; each is idempotent per video. */
@Injectable()
export class VideoChargesReactions {
  constructor(private readonly charges: VideoChargesService) {}

  @HandleEvent('video.created')
  async chargeWhenVideoCreated(event: EventPayload<'video.created'>): Promise<void> {
    await this.charges.chargeCreatedVideo(event);
  }

  @HandleEvent('video.failed')
  async refundWhenVideoFailed(event: EventPayload<'video.failed'>): Promise<void> {
    await this.charges.refundFailedVideo(event.account_id, event.video.id, event.video.batch_id ?? null);
  }

  @HandleEvent('video.charge_rejected')
  async refundWhenChargeRejected(event: EventPayload<'video.charge_rejected'>): Promise<void> {
    await this.charges.refundFailedVideo(event.account_id, event.video_id);
  }
}
