import { Controller, Get, Header, Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { Histogram, collectDefaultMetrics, register } from 'prom-client';

export const httpRequestDuration = new Histogram({
  name: 'reelsmith_http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

// Process metrics (CPU, memory, event loop lag, GC): once per process, however many apps a test
// starts in it.
let defaultMetricsCollected = false;

interface FastifyLike {
  addHook(
    name: 'onResponse',
    hook: (
      request: { method: string; routeOptions?: { url?: string } },
      reply: { statusCode: number; elapsedTime: number },
      done: () => void,
    ) => void,
  ): void;
}

/** Times every HTTP request by the route's template (`/v1/products/:id`), never the raw URL. */
@Injectable()
class HttpMetrics implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    if (!defaultMetricsCollected) {
      collectDefaultMetrics();
      defaultMetricsCollected = true;
    }
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyLike>();
    fastify?.addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        { method: request.method, route: request.routeOptions?.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}

@Controller('metrics')
class MetricsController {
  @Get()
  @Header('Content-Type', register.contentType)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return register.metrics();
  }
}

/**
 * `/metrics` in Prometheus' text format: prom-client's default registry, where the libs and
 * apps define their metrics. Part of HealthModule, so every app serves it on its HTTP port.
 */
@Module({ controllers: [MetricsController], providers: [HttpMetrics] })
export class MetricsModule {}
