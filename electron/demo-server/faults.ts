import type { OperationId } from '../../shared/api/endpoints';

/** Trouble the demo server can simulate on one operation (or on all: `*`), for reliability tests. */
export type Fault =
  | { kind: 'latency'; ms: number }
  | { kind: 'status'; status: 429 | 500 | 502 | 503 | 504; retryAfterSeconds?: number }
  | { kind: 'drop' }
  /** The call is carried out (a start starts its job), then the connection is closed before the answer. */
  | { kind: 'drop-answer' }
  | { kind: 'html-login' }
  /** On startUserImport: the job started by the call ends FAILED halfway with `error` set. */
  | { kind: 'job-fails' }
  /** On startUserImport: the job started by the call never leaves RUNNING. */
  | { kind: 'job-stuck' }
  /** 401 ACCESS_TOKEN_EXPIRED, whatever the token (no expiration date known). */
  | { kind: 'expired-token' }
  /** List answers of the call hold at most `max` entries, whatever limit was asked; total stays whole. */
  | { kind: 'page-cap'; max: number };

export type FaultTarget = OperationId | '*';

interface Armed {
  fault: Fault;
  /** Calls left; Infinity until cleared. */
  remaining: number;
  /** Calls still to let through before it applies (a job's second start, not its first). */
  pass: number;
}

/**
 * The in-process fault switch. `set(op, fault, {times})` arms a fault for the next `times`
 * calls of an operation, or of every operation with `*` (default: until cleared), after
 * letting `after` calls through untouched (default 0); several
 * faults on one call apply in the order armed (a latency and a 503 together delay and then
 * fail), the operation's own before those of `*`.
 */
export class FaultSwitch {
  private readonly armed = new Map<FaultTarget, Armed[]>();

  set(op: FaultTarget, fault: Fault, options: { times?: number; after?: number } = {}): void {
    const list = this.armed.get(op) ?? [];
    list.push({ fault, remaining: options.times ?? Infinity, pass: options.after ?? 0 });
    this.armed.set(op, list);
  }

  /** Clears one target's faults, or all. */
  clear(op?: FaultTarget): void {
    if (op) this.armed.delete(op);
    else this.armed.clear();
  }

  /** The faults that apply to this call (each consumes one of its count). */
  take(op: OperationId): Fault[] {
    return [...this.takeFrom(op), ...this.takeFrom('*')];
  }

  /** Faults armed for a target (for tests and the demo UI). */
  list(op: FaultTarget): readonly Fault[] {
    return (this.armed.get(op) ?? []).map((a) => a.fault);
  }

  private takeFrom(target: FaultTarget): Fault[] {
    const list = this.armed.get(target);
    if (!list) return [];
    const taken: Fault[] = [];
    for (const a of list) {
      if (a.pass > 0) {
        a.pass--;
        continue;
      }
      taken.push(a.fault);
      a.remaining--;
    }
    const left = list.filter((a) => a.remaining > 0);
    if (left.length > 0) this.armed.set(target, left);
    else this.armed.delete(target);
    return taken;
  }
}
