import { spawn } from 'node:child_process';

export interface RunOptions {
  signal?: AbortSignal;
  /** Called for each complete line the process writes to stdout. */
  onStdoutLine?: (line: string) => void;
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

// Output kept for error messages and parsing; ffmpeg at -loglevel error stays far below this.
const MAX_CAPTURE = 1 << 20;

/**
 * Runs a program without a shell (arguments are never re-parsed) and resolves with its output.
 * Aborting kills it with SIGKILL and rejects with the signal's reason.
 */
export function runProcess(command: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, onStdoutLine } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const child = spawn(command, args, { shell: false, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', onAbort, { once: true });

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
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) reject(abortReason(signal));
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
