// Types for jest-summary-reporter.mjs, a plain script (jest loads it unbuilt), so the test of
// its summary is type-checked and linted like the rest.

export interface FileFigures {
  path: string;
  tier: string;
  seconds: number;
  cpuSeconds?: number;
}

export interface Failure {
  path: string;
  name: string;
  /** The head of its message: colourless, no blank lines. */
  message: string[];
}

export interface RunFigures {
  files: FileFigures[];
  passed: number;
  failed: number;
  skipped: number;
  failures?: Failure[];
}

export declare function figuresPath(rootDir: string, lane?: string): string;

export declare function summaryLines(figures: RunFigures): string[];

/** The parts of jest's result for one test file that the summary reads. */
export interface FileResult {
  testResults: { status: string; fullName: string; failureMessages: string[] }[];
  testExecError?: { message: string };
  failureMessage?: string | null;
}

export declare function failuresOfFile(file: FileResult, path: string): Failure[];

/** The checks that failed in `npm run check`'s output, fed line by line: each its name, then its output's head. */
export declare function failedChecksCollector(): { failed: string[][]; onLine: (line: string) => void };

/** The last lines of a lane's output, fed line by line (colourless). */
export declare function laneTail(): { lines: string[]; onLine: (line: string) => void };

export default class SummaryReporter {}
