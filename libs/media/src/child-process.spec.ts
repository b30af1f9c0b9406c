import { readFile } from 'node:fs/promises';
import { ProcessTimeoutError, runProcess } from './child-process.js';

/** Whether a process still runs: gone, or a zombie waiting to be reaped, is not running. */
async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat !== undefined && stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

describe(runProcess.name, () => {
  it('kills a process that runs over its budget, and what it started, and says so', async () => {
    const children: number[] = [];
    const started = Date.now();
    // A shell that starts a minute-long child holding its output open, and waits for it.
    const run = runProcess('sh', ['-c', 'sleep 60 & echo $!; wait'], {
      timeoutMs: 500,
      onStdoutLine: (line) => children.push(Number(line)),
    });

    await expect(run).rejects.toThrow(ProcessTimeoutError);
    await expect(run).rejects.toThrow('sh ran longer than its 0.5 s budget and was killed');
    // Settled once everything was gone, within the budget and not after the child's minute.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(children).toHaveLength(1);
    expect(await isRunning(children[0]!)).toBe(false);
  });

  it('lets a process that ends within its budget finish', async () => {
    await expect(runProcess('sh', ['-c', 'echo done'], { timeoutMs: 30_000 })).resolves.toEqual({
      stdout: 'done\n',
      stderr: '',
    });
  });

  it('kills an aborted process with its children, and rejects with the reason', async () => {
    const controller = new AbortController();
    const children: number[] = [];
    const run = runProcess('sh', ['-c', 'sleep 60 & echo $!; wait'], {
      signal: controller.signal,
      onStdoutLine: (line) => {
        children.push(Number(line));
        controller.abort(new Error('the video ended'));
      },
    });

    await expect(run).rejects.toThrow('the video ended');
    expect(await isRunning(children[0]!)).toBe(false);
  });

  it('runs a process at the niceness asked for', async () => {
    // The shell waits a moment: the niceness is applied just after the process starts.
    const { stdout } = await runProcess('sh', ['-c', 'sleep 0.3; nice'], { niceness: 7 });
    expect(Number(stdout.trim())).toBe(7);
  });
});
