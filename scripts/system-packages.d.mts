/** A Debian package the tests need (scripts/system-packages.mjs). */
export interface SystemPackage {
  name: string;
  /** Files that show it is installed (each must exist and be executable). */
  files: string[];
  /** A variable that names the program elsewhere, in place of `files`. */
  env?: string;
  /** What the tests use it for, said to whoever must install it. */
  purpose: string;
}

export type InstallPlan =
  | { action: 'none' }
  | { action: 'install'; commands: string[][]; names: string[] }
  | { action: 'fail'; message: string };

export const SYSTEM_PACKAGES: readonly SystemPackage[];
export function isExecutable(file: string): boolean;
export function missingPackages(
  list?: readonly SystemPackage[],
  options?: { env?: Readonly<Record<string, string | undefined>>; exists?: (file: string) => boolean },
): SystemPackage[];
export function installPlan(
  missing: SystemPackage[],
  machine: { isRoot: boolean; hasAptGet: boolean; hasSudo: boolean },
): InstallPlan;
export function ensureSystemPackages(options?: {
  list?: readonly SystemPackage[];
  log?: (line: string) => void;
  error?: (line: string) => void;
}): number;
