import { ENDPOINTS } from '../../shared/api/endpoints';
import type { Fault, FaultTarget } from './faults';

/** A fault as the command line gives it: `ENDPOINT:KIND[:COUNT]`. */
export interface FaultSpec {
  target: FaultTarget;
  fault: Fault;
  /** Calls it applies to; absent: every call. */
  times?: number;
}

export const FAULT_KINDS =
  'latency=MS, 429[=RETRY_AFTER_SECONDS], 500, 502, 503[=RETRY_AFTER_SECONDS], 504, drop, drop-answer, html-login, job-fails, job-stuck, expired-token, page-cap=N';

const positive = (text: string) => /^\d+$/.test(text) && Number(text) > 0 && Number(text) <= 1e9;

function parseKind(kind: string): Fault | string {
  const [name, value, ...rest] = kind.split('=');
  if (rest.length > 0) return `too many '=' in '${kind}'`;
  const needsValue = (what: string) => `'${name}' needs ${what}, e.g. '${name}=${name === 'latency' ? 2000 : 25}'`;
  switch (name) {
    case 'latency':
      if (value === undefined || !/^\d+$/.test(value)) return needsValue('a number of milliseconds');
      return { kind: 'latency', ms: Number(value) };
    case 'page-cap':
      if (value === undefined || !positive(value)) return needsValue('a number of entries (1 or more)');
      return { kind: 'page-cap', max: Number(value) };
    case '429':
    case '503':
      if (value !== undefined && !/^\d+$/.test(value))
        return `'${name}=' takes the Retry-After seconds, got '${value}'`;
      return {
        kind: 'status',
        status: Number(name) as 429 | 503,
        ...(value !== undefined ? { retryAfterSeconds: Number(value) } : {}),
      };
    case '500':
    case '502':
    case '504':
      if (value !== undefined) return `'${name}' takes no value`;
      return { kind: 'status', status: Number(name) as 500 | 502 | 504 };
    case 'drop':
    case 'drop-answer':
    case 'html-login':
    case 'job-fails':
    case 'job-stuck':
    case 'expired-token':
      if (value !== undefined) return `'${name}' takes no value`;
      return { kind: name };
    default:
      return `unknown kind '${kind}'`;
  }
}

/**
 * Parses `ENDPOINT:KIND[:COUNT]`: ENDPOINT an operation id of shared/api/endpoints.ts or `*`,
 * KIND one of FAULT_KINDS, COUNT how many calls it applies to (default: all). Throws with a
 * message naming what is wrong.
 */
export function parseFaultSpec(text: string): FaultSpec {
  const parts = text.split(':');
  const problem = (why: string) =>
    new Error(`--fault ${JSON.stringify(text)}: ${why}. Expected ENDPOINT:KIND[:COUNT]; kinds: ${FAULT_KINDS}`);
  if (parts.length < 2 || parts.length > 3) throw problem('wrong number of parts');
  const [target, kind, count] = parts as [string, string, string | undefined];
  if (target !== '*' && !ENDPOINTS.some((e) => e.id === target))
    throw problem(`unknown endpoint '${target}' (operations: ${ENDPOINTS.map((e) => e.id).join(', ')}, or *)`);
  const fault = parseKind(kind);
  if (typeof fault === 'string') throw problem(fault);
  if (count !== undefined && !positive(count))
    throw problem(`COUNT must be a whole number of calls (1 or more), got '${count}'`);
  return { target: target as FaultTarget, fault, ...(count !== undefined ? { times: Number(count) } : {}) };
}

/** The spec text of a fault (the inverse of parseFaultSpec). */
export function formatFaultSpec(spec: FaultSpec): string {
  const f = spec.fault;
  const kind =
    f.kind === 'latency'
      ? `latency=${f.ms}`
      : f.kind === 'page-cap'
        ? `page-cap=${f.max}`
        : f.kind === 'status'
          ? `${f.status}${f.retryAfterSeconds !== undefined ? `=${f.retryAfterSeconds}` : ''}`
          : f.kind;
  return `${spec.target}:${kind}${spec.times !== undefined ? `:${spec.times}` : ''}`;
}
