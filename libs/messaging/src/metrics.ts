import { Counter, Gauge, Histogram } from 'prom-client';

/**
 * The messaging layer's Prometheus metrics, on prom-client's default registry, which every
 * app serves at `/metrics` (libs/observability). Module-level: one set per process.
 */
export const natsRequestDuration = new Histogram({
  name: 'reelsmith_nats_request_duration_seconds',
  help: 'Time from sending a NATS request to its reply (or failure), by request name and outcome.',
  labelNames: ['request', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});

/** The outbox relays of this process; the lag gauge asks each at scrape time. */
export const outboxLagSources = new Set<{ oldestPendingAgeSeconds(): Promise<number> }>();

export const outboxLag = new Gauge({
  name: 'reelsmith_outbox_lag_seconds',
  help: 'Age of the oldest outbox row not yet published to JetStream (0 when none wait).',
  async collect() {
    const ages = await Promise.all(
      [...outboxLagSources].map((source) => source.oldestPendingAgeSeconds().catch(() => 0)),
    );
    this.set(Math.max(0, ...ages));
  },
});

/** Dead letters this process's service handled, by the consumer that gave up and why. */
export const deadLettersHandled = new Counter({
  name: 'reelsmith_dead_letters_total',
  help: 'Events a consumer gave up on (max_deliver reached, or terminated as undecodable), as handled from the dead-letter stream.',
  labelNames: ['consumer', 'reason'] as const,
});
