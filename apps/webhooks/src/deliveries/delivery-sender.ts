import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { runWithRequestId } from '@reelsmith/config';
import { WakeUp } from '@reelsmith/messaging';
import { PrivateAddressError, safeFetch } from '@reelsmith/outbound';
import { WEBHOOKS_CONFIG, type WebhooksConfig } from '../config.js';
import { SecretsService } from '../secrets/secrets.service.js';
import { signatureHeader } from '../secrets/signature.js';
import { recordEndpointOutcome } from './endpoint-health.js';
import { nextStep, parseRetryAfter, type AttemptResult } from './retry-schedule.js';
import { SenderSlots } from './sender-slots.js';
import { webhookAttempts, type AttemptOutcome } from './webhook-metrics.js';

/** A claimed delivery as the claim returns it. */
type ClaimedRow = Omit<ClaimedDelivery, 'lease_token'>;

/** A claimed delivery: what an attempt needs. */
interface ClaimedDelivery {
  id: string;
  account_id: string;
  /** The endpoint it is for; null for a video's own `webhook_url`. */
  endpoint_id: string | null;
  /** Its endpoint keeps timing out: the attempt gets the shorter timeout. */
  slow: boolean;
  /** Its endpoint's last attempt succeeded: a success changes nothing to record. */
  healthy: boolean;
  url: string;
  target: string;
  webhook_id: string;
  body: string;
  attempt_count: number;
  final_attempt: boolean;
  request_id: string | null;
  /** The account's signing secrets as the claim found them, the current one first. */
  secrets: string[];
  lease_token: string;
}

/** The receiver's answer is read up to this size, then dropped: only its status matters. */
const MAX_RESPONSE_BYTES = 64 * 1024;
/**
 * Reading that answer has its own deadline, after the status: a 2xx whose body drips slowly
 * is still a success, and holds its slot no longer than this.
 */
const BODY_READ_SECONDS = 5;
/** A lease outlives the longest attempt by this much before another replica may take over. */
const LEASE_MARGIN_SECONDS = 30;
const ERROR_BACKOFF_MS = 1_000;
const DUE_BUT_BUSY_RECHECK_MS = 100;

/**
 * Sends due deliveries. The schedule lives in PostgreSQL (`next_attempt_at`); due rows are
 * claimed with FOR UPDATE SKIP LOCKED and leased (their `next_attempt_at` pushed past the
 * attempt's timeout), so replicas never send one twice at once and a crash loses nothing.
 * Attempts run concurrently, bounded overall, per receiver and per account, with slots kept
 * for quiet accounts (SenderSlots), so a slow receiver, or many accounts' slow receivers, hold
 * up only their own deliveries; an endpoint that keeps timing out gets a shorter timeout, and
 * one failing for days is disabled (recordEndpointOutcome). New deliveries `wake()` the loop;
 * polling is the fallback.
 */
@Injectable()
export class DeliverySender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DeliverySender.name);
  private running = false;
  private loop: Promise<void> | undefined;
  private readonly wakeUp = new WakeUp();
  private readonly slots: SenderSlots;
  private readonly attempts = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly secrets: SecretsService,
    @Inject(WEBHOOKS_CONFIG) private readonly config: WebhooksConfig,
  ) {
    this.slots = new SenderSlots({
      total: config.WEBHOOK_CONCURRENCY,
      perTarget: config.WEBHOOK_TARGET_CONCURRENCY,
      perAccount: config.WEBHOOK_ACCOUNT_CONCURRENCY,
      reserved: config.WEBHOOK_RESERVED_SLOTS ?? Math.floor(config.WEBHOOK_CONCURRENCY / 4),
    });
  }

  onApplicationBootstrap(): void {
    this.running = true;
    this.loop = this.run();
  }

  async onApplicationShutdown(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    // Attempts in flight finish and record their outcome; the rest stay due in PostgreSQL.
    await Promise.allSettled([...this.attempts]);
  }

  /** Look at the schedule now: something became due. */
  wake(): void {
    this.wakeUp.wake();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.wakeUp.clear();
      let sleepMs = this.config.WEBHOOK_POLL_INTERVAL * 1000;
      try {
        const free = this.slots.free;
        if (free > 0) {
          const { claimed, nextDueMs } = await this.claimAndStart(free);
          if (claimed === free) continue;
          sleepMs = sleepUntilNextDue(nextDueMs, sleepMs);
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'could not read the delivery schedule; retrying');
        sleepMs = ERROR_BACKOFF_MS;
      }
      if (this.running) await this.wakeUp.sleep(sleepMs);
    }
  }

  /**
   * Claims up to `limit` due deliveries of receivers and accounts with room, and starts their
   * attempts. Answers how many it claimed and, in the same round trip, how long until the
   * next delivery it did not claim is due (null when none is scheduled).
   */
  private async claimAndStart(limit: number): Promise<{ claimed: number; nextDueMs: number | null }> {
    const lease = randomUUID();
    const [result] = await this.dataSource.query<Array<{ claimed: ClaimedRow[]; next_due_ms: number | null }>>(
      `WITH due AS (
         SELECT id, next_attempt_at AS due_at FROM webhook_deliveries
         WHERE next_attempt_at <= now()
           AND NOT (target = ANY($2::varchar[])) AND NOT (account_id = ANY($3::varchar[]))
         ORDER BY next_attempt_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE webhook_deliveries AS delivery
         SET next_attempt_at = now() + make_interval(secs => $4), lease_token = $5
         FROM due WHERE delivery.id = due.id
         RETURNING delivery.id, delivery.account_id, delivery.endpoint_id, delivery.url, delivery.target,
                   delivery.webhook_id, delivery.body, delivery.attempt_count, delivery.final_attempt,
                   delivery.request_id, due.due_at,
                   coalesce((SELECT consecutive_timeouts >= $6 FROM webhook_endpoints
                             WHERE id = delivery.endpoint_id), false) AS slow,
                   coalesce((SELECT consecutive_failures = 0 FROM webhook_endpoints
                             WHERE id = delivery.endpoint_id), true) AS healthy,
                   -- The secrets that sign now, the current one first (none before an account's first use).
                   ARRAY(SELECT secret FROM webhook_secrets
                         WHERE account_id = delivery.account_id AND (expires_at IS NULL OR expires_at > now())
                         ORDER BY expires_at IS NULL DESC, created_at DESC) AS secrets
       )
       SELECT
         (SELECT coalesce(json_agg(claimed ORDER BY due_at, id), '[]') FROM claimed) AS claimed,
         (SELECT EXTRACT(EPOCH FROM min(next_attempt_at) - now()) * 1000 FROM webhook_deliveries
          WHERE next_attempt_at IS NOT NULL AND id NOT IN (SELECT id FROM due))::float8 AS next_due_ms`,
      [
        limit,
        this.slots.fullTargets(),
        this.slots.fullAccounts(),
        this.config.WEBHOOK_TIMEOUT_SECONDS + BODY_READ_SECONDS + LEASE_MARGIN_SECONDS,
        lease,
        this.config.WEBHOOK_SLOW_ENDPOINT_TIMEOUTS,
      ],
    );
    const claimed = result?.claimed ?? [];
    const released: string[] = [];
    for (const delivery of claimed) {
      if (this.slots.take(delivery)) this.start({ ...delivery, lease_token: lease });
      else released.push(delivery.id);
    }
    // More for one receiver or account than it may have in flight now: back to the schedule,
    // due now, for whichever replica has room.
    if (released.length > 0) {
      await this.dataSource.query(
        `UPDATE webhook_deliveries SET next_attempt_at = now(), lease_token = NULL
         WHERE id = ANY($1::varchar[]) AND lease_token = $2`,
        [released, lease],
      );
    }
    return { claimed: claimed.length, nextDueMs: released.length > 0 ? 0 : (result?.next_due_ms ?? null) };
  }

  private start(delivery: ClaimedDelivery): void {
    // The attempt's log lines carry the request id of the event that caused the delivery.
    const attempt = runWithRequestId(delivery.request_id ?? delivery.webhook_id, () =>
      this.attempt(delivery).catch((error: unknown) => {
        // The outcome could not be recorded: the lease runs out and the delivery is tried again.
        this.logger.warn({ err: error, delivery_id: delivery.id }, 'could not record a webhook attempt');
      }),
    ).finally(() => {
      this.slots.release(delivery);
      this.attempts.delete(attempt);
      this.wake();
    });
    this.attempts.add(attempt);
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    // Read with the claim; an account's very first delivery makes its secret now.
    const secrets = delivery.secrets.length > 0 ? delivery.secrets : await this.secrets.signing(delivery.account_id);
    const at = new Date();
    const timestamp = Math.floor(at.getTime() / 1000);
    const startedAt = performance.now();
    const timeoutSeconds = delivery.slow
      ? Math.min(this.config.WEBHOOK_SLOW_ENDPOINT_TIMEOUT_SECONDS, this.config.WEBHOOK_TIMEOUT_SECONDS)
      : this.config.WEBHOOK_TIMEOUT_SECONDS;
    let result: AttemptResult;
    let outcome: AttemptOutcome;
    try {
      const response = await safeFetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Reelsmith-Webhooks/1.0',
          'webhook-id': delivery.webhook_id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signatureHeader(secrets, delivery.webhook_id, timestamp, delivery.body),
        },
        body: delivery.body,
        // A 2xx status within the timeout is success; the answer's body is bounded on its own.
        timeoutMs: timeoutSeconds * 1000,
        bodyTimeoutMs: BODY_READ_SECONDS * 1000,
        maxBytes: MAX_RESPONSE_BYTES,
        truncate: true,
        maxRedirects: 0,
        allowPrivate: this.config.ALLOW_PRIVATE_URLS,
      });
      result = {
        statusCode: response.status,
        error: null,
        retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      };
      outcome = response.status >= 200 && response.status < 300 ? 'delivered' : 'http_error';
    } catch (error) {
      const failure = describeFailure(error, timeoutSeconds);
      result = { statusCode: null, error: failure.message, retryAfterSeconds: null };
      outcome = failure.outcome;
    }
    const durationMs = Math.round(performance.now() - startedAt);
    webhookAttempts.inc({ outcome });
    // A success of an endpoint whose last attempt succeeded too has nothing to record: the
    // common case costs no round trip.
    const endpoint =
      delivery.endpoint_id === null || (outcome === 'delivered' && delivery.healthy)
        ? { disabled: false }
        : await recordEndpointOutcome(this.dataSource, delivery.endpoint_id, outcome, at, {
            afterSeconds: this.config.WEBHOOK_DISABLE_AFTER_SECONDS,
            afterFailures: this.config.WEBHOOK_DISABLE_AFTER_FAILURES,
          });
    // A failure of an endpoint the sender has disabled is the last attempt.
    const step = nextStep(result, delivery.attempt_count + 1, this.config.WEBHOOK_RETRY_DELAYS, {
      finalAttempt: delivery.final_attempt || endpoint.disabled,
    });
    // One statement records the outcome and the attempt. A delivery that once succeeded stays
    // succeeded (a failed manual retry shows only in its attempts). A manual retry that came
    // during this attempt is due now: one more attempt if the delivery has finished, the
    // schedule brought forward if it has not.
    const [recorded] = await this.dataSource.query<Array<{ number: number; status: string }>>(
      `WITH updated AS (
         UPDATE webhook_deliveries
         SET status = CASE
               WHEN status = 'succeeded' OR $3::varchar = 'succeeded' THEN 'succeeded'
               WHEN retry_requested THEN 'pending'
               ELSE $3::varchar
             END,
             next_attempt_at = CASE
               WHEN retry_requested THEN now()
               WHEN $3::varchar = 'pending' THEN now() + make_interval(secs => $4)
             END,
             final_attempt = retry_requested AND (status = 'succeeded' OR $3::varchar <> 'pending'),
             retry_requested = false, attempt_count = attempt_count + 1, lease_token = NULL
         WHERE id = $1 AND lease_token = $2
         RETURNING id, attempt_count, status
       )
       INSERT INTO webhook_attempts (delivery_id, number, at, status_code, error, duration_ms)
       SELECT id, attempt_count, $5, $6, $7, $8 FROM updated
       RETURNING number, (SELECT status FROM updated) AS status`,
      [
        delivery.id,
        delivery.lease_token,
        step.status,
        step.status === 'pending' ? step.delaySeconds : 0,
        at,
        result.statusCode,
        result.error,
        durationMs,
      ],
    );
    // Nothing recorded: the lease was taken from us (an attempt that outlived it), and the
    // delivery belongs to its new holder, which records its own attempt.
    const number = recorded?.number ?? null;
    this.logger.log(
      {
        delivery_id: delivery.id,
        webhook_id: delivery.webhook_id,
        attempt: number,
        outcome,
        to: recorded?.status,
        status_code: result.statusCode,
        error: result.error,
        duration_ms: durationMs,
        ...(number === null ? { superseded: true } : {}),
      },
      'webhook attempt',
    );
  }
}

/**
 * How long the loop may sleep: until the next delivery is due, at most `cap`. One that is due
 * but was not claimed waits for its receiver or account here (an attempt ending wakes the
 * loop) or is held by another replica: look again soon rather than spin.
 */
function sleepUntilNextDue(nextDueMs: number | null, cap: number): number {
  if (nextDueMs === null) return cap;
  return nextDueMs <= 0 ? Math.min(cap, DUE_BUT_BUSY_RECHECK_MS) : Math.min(cap, nextDueMs);
}

/** Why an attempt got no status code, in words for the delivery log. */
export function describeFailure(error: unknown, timeoutSeconds: number): { outcome: AttemptOutcome; message: string } {
  if (error instanceof PrivateAddressError) {
    return { outcome: 'blocked', message: `refused: ${error.message}` };
  }
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { outcome: 'timeout', message: `no answer within ${timeoutSeconds} s` };
  }
  let cause: unknown = error;
  while (cause && typeof cause === 'object' && 'cause' in cause && (cause as { cause?: unknown }).cause) {
    cause = cause.cause;
  }
  const code = (cause as { code?: string }).code;
  const detail = code ?? (cause instanceof Error ? cause.message : String(cause));
  const messages: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host name lookup failed',
    EHOSTUNREACH: 'host unreachable',
    UND_ERR_CONNECT_TIMEOUT: `no connection within ${timeoutSeconds} s`,
  };
  return { outcome: 'network_error', message: (messages[detail] ?? detail).slice(0, 500) };
}
