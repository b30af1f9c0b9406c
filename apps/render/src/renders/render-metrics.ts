import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Gauge, Histogram } from 'prom-client';
import { MessageBus, consumerBacklog } from '@reelsmith/messaging';

export const renderDuration = new Histogram({
  name: 'reelsmith_render_duration_seconds',
  help: 'Time a worker spent on one render job, by outcome (completed, failed, retried, abandoned, skipped).',
  labelNames: ['outcome'] as const,
  buckets: [1, 2.5, 5, 10, 20, 30, 45, 60, 90, 120, 180, 300, 600],
});

export const rendersInFlight = new Gauge({
  name: 'reelsmith_renders_in_flight',
  help: 'Render jobs this worker is working on (0 or 1: a worker renders one at a time).',
});

const buses = new Set<MessageBus>();

/** Videos waiting for a worker: the render consumer's pending messages, shared by all workers. */
new Gauge({
  name: 'reelsmith_render_queue_depth',
  help: 'Render jobs waiting in JetStream for a free worker (the render consumer, all workers).',
  async collect() {
    const [bus] = buses;
    if (!bus) return;
    // The consumer of RENDER_SERVICE_NAME (not imported: the app module imports this file).
    this.set(await consumerBacklog(await bus.connection(), 'render', 'video.render_requested'));
  },
});

/** Lets the queue-depth gauge ask JetStream through this app's connection. */
@Injectable()
export class RenderQueueMetrics implements OnModuleInit, OnModuleDestroy {
  constructor(private readonly bus: MessageBus) {}

  onModuleInit(): void {
    buses.add(this.bus);
  }

  onModuleDestroy(): void {
    buses.delete(this.bus);
  }
}
