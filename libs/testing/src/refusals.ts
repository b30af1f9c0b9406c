import { ReelsmithError } from '@reelsmith/sdk';

/** How the API refused a call made through the SDK: its status, code and param (fails when it did not refuse). */
export async function refusalOf(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ReelsmithError)) throw new Error(`expected a ReelsmithError, got ${String(error)}`);
  return { status: error.status, code: error.code, param: error.param };
}
