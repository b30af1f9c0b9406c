import { describe, expect, it } from '@jest/globals';
import {
  failedChecksCollector,
  failuresOfFile,
  laneTail,
  summaryLines,
  type Failure,
} from '../../scripts/jest-summary-reporter.mjs';

const figures = { files: [{ path: 'a.spec.ts', tier: 'unit', seconds: 1.5, cpuSeconds: 1 }], skipped: 0 };

describe('the summary npm test ends with', () => {
  it('ends on the plain count when every test passed', () => {
    expect(summaryLines({ ...figures, passed: 3, failed: 0, failures: [] }).at(-1)).toBe('Tests: 3 passed, 0 failed');
  });

  it('names each failed test after the count, with the head of its message and no colours', () => {
    const [failure] = failuresOfFile(
      {
        testResults: [
          { status: 'passed', fullName: 'renders', failureMessages: [] },
          {
            status: 'failed',
            fullName: 'outputs keeps every frame',
            failureMessages: ['\u001b[31mexpect(received).toBe(expected)\u001b[39m\n\nExpected: "30"\nReceived: "26"'],
          },
        ],
      },
      'apps/render/test/render-outputs.int-spec.ts',
    );
    const lines = summaryLines({ ...figures, passed: 1, failed: 1, failures: [failure!] });
    expect(lines.slice(lines.indexOf('Tests: 1 passed, 1 failed'))).toEqual([
      'Tests: 1 passed, 1 failed',
      'FAILED apps/render/test/render-outputs.int-spec.ts › outputs keeps every frame',
      '    expect(received).toBe(expected)',
      '    Expected: "30"',
      '    Received: "26"',
    ]);
  });

  it('names a file that could not run, and repeats at most five failures', () => {
    expect(failuresOfFile({ testResults: [], testExecError: { message: 'Cannot find module' } }, 'b.spec.ts')).toEqual([
      { path: 'b.spec.ts', name: '(the file did not run)', message: ['Cannot find module'] },
    ]);
    const many: Failure[] = Array.from({ length: 8 }, (_, i) => ({
      path: 'c.spec.ts',
      name: `test ${i}`,
      message: [],
    }));
    const lines = summaryLines({ ...figures, passed: 0, failed: 8, failures: many });
    expect(lines.filter((line) => line.startsWith('FAILED'))).toHaveLength(5);
  });

  it('keeps each failed check of npm run check with the head of its output, and none that passed', () => {
    const checks = failedChecksCollector();
    [
      '✓ build (0.6 s)',
      "✗ the SDK's generated code (2.8 s)",
      'libs/sdk/src/generated/outputs.ts is out of date: run `npm run -w @reelsmith/sdk generate`',
      '✓ lint (147.7 s)',
      'a line of no check',
    ].forEach(checks.onLine);
    expect(checks.failed).toEqual([
      [
        "the SDK's generated code (2.8 s)",
        'libs/sdk/src/generated/outputs.ts is out of date: run `npm run -w @reelsmith/sdk generate`',
      ],
    ]);
  });

  it("keeps a lane's last 40 lines without colours, for a lane whose jest run ended without figures", () => {
    const tail = laneTail();
    for (let line = 1; line <= 50; line += 1) tail.onLine(`line ${line}`);
    tail.onLine('\u001b[31mError: the shared stack did not start\u001b[39m');
    expect(tail.lines).toHaveLength(40);
    expect(tail.lines[0]).toBe('line 12');
    expect(tail.lines.at(-1)).toBe('Error: the shared stack did not start');
  });
});
