export type ElectronBinary = { ok: true; path: string } | { ok: false; message: string };

export type ElectronRunDecision =
  { run: true; executable: string; source: string } | { run: false; exitCode: 0 | 1; line: string };

/** What scripts/test-electron.mjs leaves in STATUS_FILE. */
export type ElectronE2eStatus =
  | { state: 'unavailable'; line: string }
  | { state: 'ran'; exitCode: number | null; report: string }
  | { state: 'failed'; reason: string };

export function isOptional(env: Readonly<Record<string, string | undefined>>): boolean;
export function electronRunDecision(input: {
  env: Readonly<Record<string, string | undefined>>;
  binary: ElectronBinary;
}): ElectronRunDecision;
export function electronDistDir(executable: string, platform?: NodeJS.Platform): string;
export function packagedExecutable(
  releaseDir: string,
  platform: NodeJS.Platform,
  listDir: (dir: string) => string[],
): string | undefined;
export interface Count {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
  note?: string;
}
export function countElectronRun(run: {
  exitCode: number | null;
  status: ElectronE2eStatus | undefined;
  countReport: (exitCode: number | null) => Count;
}): Count;
export const STATUS_FILE: string;
export const REPORT_FILE: string;
