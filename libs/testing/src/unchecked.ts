/**
 * A value the SDK's types would refuse, passed as whatever the call expects: how a test sends
 * what a JavaScript caller (or a stale client) could, to prove the API refuses it.
 */
export function unchecked<T>(value: unknown): T {
  return value as T;
}
