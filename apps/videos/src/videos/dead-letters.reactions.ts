import { Injectable } from '@nestjs/common';
import { HandleDeadLetters, type DeadLetter } from '@reelsmith/messaging';
import { VideosService } from './videos.service.js';

/**
 * The saga owner hears of every event a consumer gave up on (max_deliver reached, or
 * undecodable), from the dead-letter stream: also those given up while it was down.
 */
@Injectable()
export class DeadLetterReactions {
  constructor(private readonly videos: VideosService) {}

  @HandleDeadLetters()
  async failVideoWhenItsStepIsDeadLettered(letter: DeadLetter): Promise<void> {
    await this.videos.failWhenStepDeadLettered(letter);
  }
}
