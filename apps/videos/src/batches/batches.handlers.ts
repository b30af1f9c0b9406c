import { Payload } from '@nestjs/microservices';
import type { CreateBatchCommand, GetBatchQuery, ListBatchesQuery } from '@reelsmith/contracts';
import { HandleRequest, RequestHandlers } from '@reelsmith/messaging';
import { BatchReleaser } from './batch-releaser.js';
import { BatchesService } from './batches.service.js';

/** NATS adapter for the REST gateway's batch requests. */
@RequestHandlers()
export class BatchesHandlers {
  constructor(
    private readonly batches: BatchesService,
    private readonly releaser: BatchReleaser,
  ) {}

  @HandleRequest('videos.create_batch')
  create(@Payload() command: CreateBatchCommand) {
    return this.batches.create(command);
  }

  @HandleRequest('videos.get_batch')
  get(@Payload() query: GetBatchQuery) {
    return this.batches.get(query);
  }

  @HandleRequest('videos.list_batches')
  list(@Payload() query: ListBatchesQuery) {
    return this.batches.list(query);
  }

  @HandleRequest('videos.cancel_batch')
  cancel(@Payload() query: GetBatchQuery) {
    return this.batches.cancel(query);
  }

  @HandleRequest('videos.release_batch_video')
  async release(@Payload() ask: { worker: string }) {
    return { released: await this.releaser.releaseForIdleWorker(ask.worker) };
  }
}
