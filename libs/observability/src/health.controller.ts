import { Controller, Get, Inject } from '@nestjs/common';
import {
  HealthCheck,
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
  type HealthIndicatorFunction,
} from '@nestjs/terminus';
import { MessageBus } from '@reelsmith/messaging';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options.js';

const CHECK_TIMEOUT_MS = 1_500;

/**
 * Liveness answers while the process can serve HTTP at all; readiness also needs the
 * service's dependencies (its database, NATS), so a pod that lost them gets no traffic.
 */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly bus: MessageBus,
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
  ) {}

  @Get('live')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  ready() {
    const checks: HealthIndicatorFunction[] = [
      () =>
        this.indicators
          .check('nats')
          .attempt(async () => {
            const connection = await this.bus.connection();
            await connection.flush();
          })
          .withTimeout(CHECK_TIMEOUT_MS),
    ];
    if (this.options.database) {
      checks.push(() => this.database.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS));
    }
    return this.health.check(checks);
  }
}
