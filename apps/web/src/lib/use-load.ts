import { useCallback, useEffect, useRef, useState } from 'react';
import type { Page } from '@reelsmith/sdk';
import { useSession } from './session-context.js';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again, keeping the data on screen meanwhile. */
  reload: () => Promise<void>;
  /** Replaces the data (after a change the page made itself). */
  set: (update: (data: T | undefined) => T | undefined) => void;
}

/**
 * Runs `load` when the page opens and whenever `deps` change; the answer of a load that was
 * overtaken by a newer one is dropped. A 401 signs out: the key is no longer valid.
 */
export function useLoad<T>(load: () => PromiseLike<T>, deps: readonly unknown[]): Loaded<T> {
  const { signOut } = useSession();
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async () => {
    const mine = ++generation.current;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ data, error: undefined, loading: false });
    } catch (error) {
      if (mine !== generation.current) return;
      if ((error as { status?: number }).status === 401) signOut('Your API key is no longer valid. Sign in again.');
      setState((previous) => ({ ...previous, error, loading: false }));
    }
  }, deps);

  useEffect(() => {
    void run();
    return () => {
      generation.current += 1;
    };
  }, [run]);

  const set = useCallback((update: (data: T | undefined) => T | undefined) => {
    setState((previous) => ({ ...previous, data: update(previous.data) }));
  }, []);

  return { ...state, reload: run, set };
}

export interface LoadedList<T> extends Loaded<Page<T>> {
  /** Appends the next page (older records) to the one on screen. */
  loadMore: () => Promise<void>;
  /** Changes the records on screen (after a change the page made itself). */
  update: (change: (items: T[]) => T[]) => void;
}

/** A list's first page, loaded like `useLoad`, and the next pages on demand (`starting_after`). */
export function useList<T extends { id: string }>(
  list: (cursor: { starting_after?: string }) => PromiseLike<Page<T>>,
  deps: readonly unknown[],
): LoadedList<T> {
  const loaded = useLoad(() => list({}), deps);
  const { set } = loaded;
  const loadMore = async () => {
    const last = loaded.data?.data.at(-1);
    if (!last) return;
    const next = await list({ starting_after: last.id });
    set((page) => page && { data: [...page.data, ...next.data], has_more: next.has_more });
  };
  const update = useCallback(
    (change: (items: T[]) => T[]) => set((page) => page && { ...page, data: change(page.data) }),
    [set],
  );
  return { ...loaded, loadMore, update };
}
