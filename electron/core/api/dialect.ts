/**
 * Which dialect's path to try for an operation. `auto` tries the spec's form first and,
 * on 404/405, the management form once; what worked is remembered per profile (the
 * callback lets the profile store persist `learnedDialect`). Operations whose two forms
 * are the same never teach anything: a 404 there is a real 404.
 */
import { endpoint } from '../../../shared/api/endpoints';
import type { Dialect, OperationId } from '../../../shared/api/endpoints';
import type { DialectChoice } from '../../../shared/models/profile';

export interface DialectMemory {
  choice: DialectChoice;
  learned: Dialect | null;
  onLearned?: ((dialect: Dialect) => void) | undefined;
}

export function formsDiffer(op: OperationId): boolean {
  const { spec, management } = endpoint(op).forms;
  return spec.method !== management.method || spec.path !== management.path;
}

/** The dialects to try, in order. */
export function dialectsToTry(op: OperationId, memory: DialectMemory): Dialect[] {
  if (memory.choice !== 'auto') return [memory.choice];
  if (memory.learned) return [memory.learned];
  return formsDiffer(op) ? ['spec', 'management'] : ['spec'];
}

/** Records what worked, once, when `auto` had to find out. */
export function learn(op: OperationId, memory: DialectMemory, dialect: Dialect): void {
  if (memory.choice !== 'auto' || memory.learned === dialect || !formsDiffer(op)) return;
  memory.learned = dialect;
  memory.onLearned?.(dialect);
}

/** Whether a status means "try the other dialect". */
export const isDialectMiss = (status: number): boolean => status === 404 || status === 405;
