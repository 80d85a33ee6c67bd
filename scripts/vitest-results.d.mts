/** The parts of vitest's JSON report (`--reporter=json`) that `npm test` reads. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message: string;
    assertionResults: Array<{ status: string }>;
  }>;
}

/** What vitest would run: its test files by project, the projects asked for, and whether a test-name filter was given. */
export interface ListedTests {
  files: Array<{ file: string; project: string }>;
  projects: string[];
  namePattern: boolean;
}

export interface VitestCount {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the run counts failures beyond its failing tests. */
  failures: string[];
}

export function countVitestRun(run: {
  exitCode: number | null;
  report: VitestReport | undefined;
  listed: ListedTests | undefined;
}): VitestCount;
