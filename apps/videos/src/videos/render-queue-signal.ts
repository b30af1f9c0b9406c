import { Injectable } from '@nestjs/common';

/**
 * In-process news that a worker has taken a render from the queue: whatever holds work back
 * until the queue drains (the batch releaser) listens, so a free worker does not wait for a poll.
 */
@Injectable()
export class RenderQueueSignal {
  private readonly listeners: Array<() => void> = [];

  listen(listener: () => void): void {
    this.listeners.push(listener);
  }

  workerTookRender(): void {
    for (const listener of this.listeners) listener();
  }
}
