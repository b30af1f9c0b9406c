import { Module, type DynamicModule } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options.js';
import { MetricsModule } from './metrics.js';

/** `/health/live` and `/health/ready` for Kubernetes probes, and `/metrics` for Prometheus. */
@Module({})
export class HealthModule {
  static forRoot(options: HealthOptions): DynamicModule {
    return {
      module: HealthModule,
      imports: [TerminusModule.forRoot({ logger: false }), MetricsModule],
      controllers: [HealthController],
      providers: [{ provide: HEALTH_OPTIONS, useValue: options }],
    };
  }
}
