import type { OperationId } from '../../shared/api/endpoints';

/** Trouble the demo server can simulate on one operation, for reliability tests. */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: 429 | 500 | 502 | 503; retryAfterSeconds?: number }
  | { kind: 'drop' }
  | { kind: 'html-login' }
  /** On startUserImport: the job started by the call ends FAILED halfway with `error` set. */
  | { kind: 'job-fails' }
  /** On startUserImport: the job started by the call never leaves RUNNING. */
  | { kind: 'job-stuck' };

interface Armed {
  fault: Fault;
  /** Calls left; Infinity until cleared. */
  remaining: number;
}

/**
 * The in-process fault switch. `set(op, fault, {times})` arms a fault for the next `times`
 * calls of an operation (default: until cleared); several faults on one operation apply in
 * the order armed (a latency and a 503 together delay and then fail).
 */
export class FaultSwitch {
  private readonly armed = new Map<OperationId, Armed[]>();

  set(op: OperationId, fault: Fault, options: { times?: number } = {}): void {
    const list = this.armed.get(op) ?? [];
    list.push({ fault, remaining: options.times ?? Infinity });
    this.armed.set(op, list);
  }

  /** Clears one operation's faults, or all. */
  clear(op?: OperationId): void {
    if (op) this.armed.delete(op);
    else this.armed.clear();
  }

  /** The faults that apply to this call (each consumes one of its count). */
  take(op: OperationId): Fault[] {
    const list = this.armed.get(op);
    if (!list) return [];
    const taken = list.map((a) => a.fault);
    for (const a of list) a.remaining--;
    const left = list.filter((a) => a.remaining > 0);
    if (left.length > 0) this.armed.set(op, left);
    else this.armed.delete(op);
    return taken;
  }

  /** Faults armed for an operation (for tests and the demo UI). */
  list(op: OperationId): readonly Fault[] {
    return (this.armed.get(op) ?? []).map((a) => a.fault);
  }
}
