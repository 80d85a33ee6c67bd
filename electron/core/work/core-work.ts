/**
 * Core's one worker thread (see work-host.ts), with every task of core-tasks.ts. Its entry is
 * found beside the code that starts it: `core-worker.cjs` next to a bundle (dist/main,
 * dist/web, dist/cli), `core-worker.ts` next to this file when running from source.
 */
import type { CoreTasks } from './core-tasks';
import { createWorkHost } from './work-host';
import type { WorkHost } from './work-host';

export type CoreWork = WorkHost<CoreTasks>;

export function coreWorkerEntry(here: string = import.meta.url): URL {
  return new URL(here.endsWith('.ts') ? './core-worker.ts' : './core-worker.cjs', here);
}

export function createCoreWork(): CoreWork {
  return createWorkHost<CoreTasks>({ entry: coreWorkerEntry(), name: 'mdm-core-work' });
}
