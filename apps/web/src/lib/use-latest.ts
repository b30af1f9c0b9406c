import { useEffect, useRef, useState } from 'react';
import { LatestCall, type Outcome } from './latest-call.js';

/**
 * The answer of `run` for the newest `argument` (compared by its JSON), asked `delayMs` after
 * it last changed; `pending` while one is awaited. An undefined argument asks nothing.
 */
export function useLatest<A, R>(
  argument: A | undefined,
  run: (argument: A, signal: AbortSignal) => Promise<R>,
  delayMs: number,
): { outcome: Outcome<R> | undefined; pending: boolean } {
  const [state, setState] = useState<{ outcome: Outcome<R> | undefined; pending: boolean }>({
    outcome: undefined,
    pending: false,
  });
  const runRef = useRef(run);
  runRef.current = run;
  const [call] = useState(
    () =>
      new LatestCall<A, R>(
        (value, signal) => runRef.current(value, signal),
        (outcome) => setState({ outcome, pending: false }),
        delayMs,
      ),
  );
  const key = argument === undefined ? undefined : JSON.stringify(argument);

  useEffect(() => {
    if (key === undefined) {
      call.cancel();
      setState((previous) => ({ ...previous, pending: false }));
      return;
    }
    setState((previous) => ({ ...previous, pending: true }));
    call.schedule(JSON.parse(key) as A);
  }, [call, key]);
  useEffect(() => () => call.cancel(), [call]);

  return state;
}
