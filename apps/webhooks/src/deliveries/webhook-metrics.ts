import { Counter } from 'prom-client';

/** How an attempt ended, as the alert on failing webhooks counts it (`delivered` is success). */
export const ATTEMPT_OUTCOMES = ['delivered', 'http_error', 'timeout', 'network_error', 'blocked'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

export const webhookAttempts = new Counter({
  name: 'reelsmith_webhook_attempts_total',
  help: 'Webhook delivery attempts by outcome: delivered (2xx), http_error, timeout, network_error, blocked.',
  labelNames: ['outcome'] as const,
});
// Every outcome is exported from the start, at 0, so rates and alerts see the series.
for (const outcome of ATTEMPT_OUTCOMES) webhookAttempts.inc({ outcome }, 0);
