import { ReelsmithError } from '@reelsmith/sdk';

/** What an SDK call was refused with (`status`, `code`, `param`); throws when it was not refused so. */
export async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ReelsmithError)) throw new Error(`expected a ReelsmithError, got ${String(error)}`);
  return { status: error.status, code: error.code, param: error.param };
}
