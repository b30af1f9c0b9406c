/**
 * Runs tasks at once, each with a signal that aborts when the caller's does or another task
 * fails. Settles only when every task has: no process is left writing into a folder its caller
 * is about to remove. Rejects with the first failure, not the aborts it caused.
 */
export async function runTogether(
  tasks: ReadonlyArray<(signal: AbortSignal) => Promise<unknown>>,
  signal?: AbortSignal,
): Promise<void> {
  const failed = new AbortController();
  const both = signal ? AbortSignal.any([signal, failed.signal]) : failed.signal;
  let firstError: { error: unknown } | undefined;
  await Promise.all(
    tasks.map((task) =>
      task(both).catch((error: unknown) => {
        firstError ??= { error };
        failed.abort(error);
      }),
    ),
  );
  if (firstError) throw firstError.error;
}
