import type { ListResult } from '@reelsmith/contracts';

/**
 * What the gateway answers, for the tests that read raw HTTP (the gateway's own integration
 * tests, and e2e tests about the HTTP layer); journeys get typed records from `@reelsmith/sdk`.
 */

/** The contract's list envelope. */
export type List<T> = ListResult<T>;

/** The contract's error body. */
export interface ErrorBody {
  error: { type: string; code: string; message: string; param?: string };
}
