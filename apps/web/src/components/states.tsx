import type { ReactNode } from 'react';
import { ReelsmithError } from '@reelsmith/sdk';

export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="empty">{children}</div>;
}

/** A failed load, with a way to try again. */
export function LoadError({ error, retry }: { error: unknown; retry?: () => void }) {
  const message = error instanceof Error ? error.message : String(error);
  const request = error instanceof ReelsmithError && error.requestId ? ` (request ${error.requestId})` : '';
  return (
    <div className="form-error" role="alert">
      <p>
        Could not load: {message}
        {request}
      </p>
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** "Load more …" under a list that has more pages. */
export function LoadMore({
  list,
  what,
}: {
  list: { data?: { has_more: boolean } | undefined; loadMore: () => Promise<void> };
  what: string;
}) {
  if (!list.data?.has_more) return null;
  return (
    <button type="button" className="secondary more" onClick={() => void list.loadMore()}>
      Load more {what}
    </button>
  );
}
