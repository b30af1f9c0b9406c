import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export interface RunOptions {
  signal?: AbortSignal;
  /**
   * The process's budget: past it the process and everything it started are killed with
   * SIGKILL, and the run rejects with a ProcessTimeoutError.
   */
  timeoutMs?: number;
  /** Called for each complete line the process writes to stdout. */
  onStdoutLine?: (line: string) => void;
  /**
   * Lowers the program's CPU priority (1–19, as `nice`) from its start, so interactive work on
   * the same machine (previews, API calls) goes first when cores are short.
   */
  niceness?: number;
}

export interface RunResult {
  stdout: string;
  stderr: string;
}

export class ProcessFailedError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    const lastLines = stderr.trim().split('\n').slice(-5).join('\n');
    super(`${command} exited with ${exitCode ?? 'a signal'}${lastLines ? `: ${lastLines}` : ''}`);
    this.name = 'ProcessFailedError';
  }
}

/** A process ran past its budget and was killed. */
export class ProcessTimeoutError extends Error {
  constructor(
    readonly command: string,
    readonly timeoutMs: number,
  ) {
    super(`${command} ran longer than its ${timeoutMs / 1000} s budget and was killed`);
    this.name = 'ProcessTimeoutError';
  }
}

// Output kept for error messages and parsing; ffmpeg at -loglevel error stays far below this.
const MAX_CAPTURE = 1 << 20;

/**
 * Runs a program without a shell (arguments are never re-parsed) and resolves with its output.
 * The program leads a process group of its own, so aborting or running out of time kills it
 * and whatever it started (SIGKILL to the group): nothing is left running, and the run settles
 * once the process has been reaped. Aborting rejects with the signal's reason.
 */
export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, onStdoutLine, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(command, args, { shell: false, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    // Set at once, before the program starts its threads (they inherit it).
    if (options.niceness && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness);
      } catch {
        // Already gone (it failed at once): there is nothing to lower.
      }
    }
    let stdout = '';
    let stderr = '';
    let pending = '';
    let timedOutAfter: number | undefined;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL'); // the group is gone already; the process itself, to be sure
      }
    };
    const onAbort = killGroup;
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOutAfter = timeoutMs;
            killGroup();
          }, timeoutMs);
    const settled = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_CAPTURE) stdout += chunk;
      if (!onStdoutLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onStdoutLine(line.trimEnd());
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_CAPTURE) stderr += chunk;
    });
    child.on('error', (error) => {
      settled();
      reject(error);
    });
    child.on('close', (code) => {
      settled();
      if (signal?.aborted) reject(abortReason(signal));
      else if (timedOutAfter !== undefined) reject(new ProcessTimeoutError(command, timedOutAfter));
      else if (code === 0) resolve({ stdout, stderr });
      else reject(new ProcessFailedError(command, code, stderr));
    });
  });
}

/** An aborted signal's reason as an Error: AbortSignal.abort() gives a DOMException, callers may pass anything. */
function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error(String(reason), { cause: reason });
}
