import type { DataSource } from 'typeorm';
import { newId } from '@reelsmith/database';
import type { AttemptOutcome } from './webhook-metrics.js';

/** When an endpoint that keeps failing is disabled: both must hold. */
export interface DisablePolicy {
  /** Every attempt has failed for at least this many seconds… */
  afterSeconds: number;
  /** …and at least this many attempts in a row. */
  afterFailures: number;
}

/**
 * Counts one attempt's outcome against its endpoint: failures and timeouts in a row, and
 * since when it has failed. An endpoint whose every attempt has failed for long (the policy)
 * is disabled in the same statement: its reason is kept, a `webhook_endpoint.disabled` record
 * goes into the delivery log, and its deliveries waiting for a retry are failed (one in flight
 * fails when its attempt is recorded). Answers whether the sender has disabled the endpoint.
 *
 * Recorded before the attempt itself: a crash between the two counts a failure that is
 * then attempted again, which only brings a disable one attempt closer.
 */
export async function recordEndpointOutcome(
  dataSource: DataSource,
  endpointId: string,
  outcome: AttemptOutcome,
  at: Date,
  policy: DisablePolicy,
): Promise<{ disabled: boolean }> {
  const logId = newId('whd');
  const [row] = await dataSource.query<Array<{ disabled: boolean }>>(
    `WITH before AS (
       SELECT id, enabled,
              NOT $2::boolean AND consecutive_failures + 1 >= $5
                AND coalesce(failing_since, $4::timestamptz) <= now() - make_interval(secs => $6) AS failing_for_long
       FROM webhook_endpoints WHERE id = $1
       FOR UPDATE
     ), updated AS (
       UPDATE webhook_endpoints AS endpoint
       SET consecutive_failures = CASE WHEN $2::boolean THEN 0 ELSE endpoint.consecutive_failures + 1 END,
           consecutive_timeouts = CASE WHEN $3::boolean THEN endpoint.consecutive_timeouts + 1 ELSE 0 END,
           failing_since = CASE WHEN $2::boolean THEN NULL ELSE coalesce(endpoint.failing_since, $4) END,
           enabled = endpoint.enabled AND NOT before.failing_for_long,
           disabled_reason = CASE WHEN endpoint.enabled AND before.failing_for_long
             THEN format('Every attempt since %s failed (%s in a row); set enabled: true to resume.',
                         to_char(coalesce(endpoint.failing_since, $4) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
                         endpoint.consecutive_failures + 1)
             ELSE endpoint.disabled_reason END,
           updated_at = CASE WHEN endpoint.enabled AND before.failing_for_long THEN now() ELSE endpoint.updated_at END
       FROM before WHERE endpoint.id = before.id
       RETURNING endpoint.*, before.enabled AND before.failing_for_long AS just_disabled
     ), logged AS (
       INSERT INTO webhook_deliveries (id, account_id, endpoint_id, event, url, target, webhook_id, body, status,
                                       dedupe_key, next_attempt_at, created_at)
       SELECT $7::varchar, account_id, id, 'webhook_endpoint.disabled', url, target, 'msg_' || substr($7::varchar, 5),
              json_build_object('event', 'webhook_endpoint.disabled',
                                'data', json_build_object('id', id, 'url', url, 'enabled', false,
                                                          'disabled_reason', disabled_reason))::text,
              'failed', 'webhook_endpoint.disabled:' || $7::varchar, NULL, now()
       FROM updated WHERE just_disabled
     ), stopped AS (
       UPDATE webhook_deliveries
       SET status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END,
           next_attempt_at = NULL, retry_requested = false
       WHERE endpoint_id = $1 AND next_attempt_at IS NOT NULL AND lease_token IS NULL
         AND EXISTS (SELECT 1 FROM updated WHERE just_disabled)
     )
     SELECT NOT enabled AND disabled_reason IS NOT NULL AS disabled FROM updated`,
    [endpointId, outcome === 'delivered', outcome === 'timeout', at, policy.afterFailures, policy.afterSeconds, logId],
  );
  // None: the endpoint was deleted meanwhile, and its deliveries go on as a deleted one's do.
  return { disabled: row?.disabled ?? false };
}
