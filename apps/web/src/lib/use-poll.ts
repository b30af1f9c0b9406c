import { useEffect, useRef } from 'react';

/** Calls `tick` every `intervalMs` while `active`, one call at a time. */
export function usePoll(active: boolean, tick: () => Promise<void>, intervalMs = 2_000): void {
  const tickRef = useRef(tick);
  tickRef.current = tick;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(() => {
        void tickRef
          .current()
          .catch(() => undefined)
          .finally(() => {
            if (!stopped) next();
          });
      }, intervalMs);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active, intervalMs]);
}
