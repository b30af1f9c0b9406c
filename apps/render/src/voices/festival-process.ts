import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { tmpdir } from 'node:os';

// Festival buffers what it prints to stdout until it exits; stderr goes out at once, so the
// answers travel there, each on a line of its own.
const ANSWER = /^REELSMITH-(OK|FAILED) (\d+)$/m;
// What Festival said before a failure, kept for the error message.
const KEPT_OUTPUT = 2_000;

/** A Scheme string literal: control characters become spaces, `\` and `"` are escaped. */
export function schemeString(text: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${text.replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/[\\"]/g, '\\$&')}"`;
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  output: string;
  waiting?: { id: number; settle: (error?: Error) => void };
}

/**
 * One long-lived `festival --pipe`, fed Scheme forms on stdin, so a render does not pay
 * Festival's start-up (loading a voice takes longer than an utterance). Forms run one at a
 * time, in order; each is wrapped so that it answers `OK <n>` or, when it fails, `FAILED <n>`.
 * A form that overruns its budget, or is aborted, kills the process; so does an exit: the next
 * form starts a new one (and runs `setup` in it first).
 */
export class FestivalProcess {
  private running?: Running;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 0;

  constructor(
    private readonly festivalPath: string,
    /** Scheme run first in every new process: selecting the voice. */
    private readonly setup: string,
  ) {}

  /** Runs `form`; rejects when Festival reports an error, exits, or `timeoutMs` passes. */
  run(form: string, options: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<void> {
    const turn = this.queue.then(() => this.runNow(form, options));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Ends the process (the service is stopping); a later form starts another. */
  close(): void {
    this.running?.child.kill('SIGKILL');
    this.running = undefined;
  }

  private async runNow(form: string, options: { timeoutMs?: number; signal?: AbortSignal }): Promise<void> {
    options.signal?.throwIfAborted();
    if (!this.running) {
      this.running = this.start();
      await this.send(this.running, this.setup, options.timeoutMs);
    }
    await this.send(this.running, form, options.timeoutMs, options.signal);
  }

  private start(): Running {
    const child = spawn(this.festivalPath, ['--pipe'], { cwd: tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] });
    const running: Running = { child, output: '' };
    child.stdout.resume();
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      running.output = (running.output + chunk).slice(-KEPT_OUTPUT);
      const answer = ANSWER.exec(running.output);
      if (!answer || Number(answer[2]) !== running.waiting?.id) return;
      const failed = answer[1] === 'FAILED';
      const said = running.output.slice(0, answer.index).trim();
      running.output = running.output.slice(answer.index + answer[0].length);
      running.waiting.settle(failed ? new Error(`Festival failed: ${said || 'no message'}`) : undefined);
    });
    const ended = (reason: string) => {
      if (this.running === running) this.running = undefined;
      running.waiting?.settle(new Error(`Festival ${reason}: ${running.output.trim() || 'no message'}`));
    };
    child.on('error', (error) => ended(`could not run (${error.message})`));
    child.on('exit', (code, signal) => ended(`exited (${signal ?? code})`));
    // A write to a process that just died fails here, and the exit above answers the form.
    child.stdin.on('error', () => undefined);
    return running;
  }

  private send(running: Running, form: string, timeoutMs?: number, signal?: AbortSignal): Promise<void> {
    const id = ++this.nextId;
    return new Promise<void>((resolve, reject) => {
      const stop = (reason: Error) => {
        this.close();
        settle(reason);
      };
      const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => stop(new Error(`Festival took longer than ${timeoutMs} ms`)), timeoutMs);
      const settle = (error?: Error) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (running.waiting?.id === id) running.waiting = undefined;
        if (error) reject(error);
        else resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      running.waiting = { id, settle };
      running.child.stdin.write(
        `(unwind-protect (begin ${form} (format stderr "\\nREELSMITH-OK ${id}\\n"))` +
          ` (format stderr "\\nREELSMITH-FAILED ${id}\\n"))\n`,
      );
    });
  }
}
