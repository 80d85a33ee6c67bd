import type { SecretStoreStatus } from '../../../shared/models/profile';
import type { ErrorCode } from '../../../shared/errors/error-code';
import { createBridge } from '../../../shared/ipc';
import type { EventName, EventPayload, MethodName, RpcError, RpcOutcome } from '../../../shared/ipc';

type Handler = (input: unknown) => unknown;

export interface FakeBridge {
  /** Handlers by method; a missing one answers not-implemented, as core on main does. */
  handlers: Partial<Record<MethodName, Handler>>;
  /** Every call made, in order. */
  calls: Array<{ method: MethodName; input: unknown }>;
  /** Sets what a method answers: a value, or throws a FakeError. */
  handle(method: MethodName, handler: Handler): void;
  /** The inputs of every call of one method, in order. */
  callsOf(method: MethodName): unknown[];
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  reset(): void;
}

/** What a handler throws to make the call fail the way core fails it. */
export class FakeError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  constructor(readonly error: RpcError) {
    super(error.code);
    this.code = error.code;
    this.details = error.details;
  }
}

/**
 * Installs window.mdm as the preload would, backed by handlers a test sets. A handler that
 * throws `{ code, message }` becomes a failed outcome, like core's AppError.
 */
/** What secrets.status answers on a machine with a keychain: tokens are safe, no warning. */
export const KEYCHAIN_SECRETS: SecretStoreStatus = {
  backend: 'keychain',
  situation: 'encrypted',
  location: null,
  secure: true,
  needsConsent: false,
};

export function installFakeBridge(): FakeBridge {
  const listeners = new Set<(event: EventName, payload: unknown) => void>();
  const fake: FakeBridge = {
    handlers: {},
    calls: [],
    handle(method, handler) {
      fake.handlers[method] = handler;
    },
    callsOf: (method) => fake.calls.filter((c) => c.method === method).map((c) => c.input),
    emit(event, payload) {
      for (const listener of [...listeners]) listener(event, payload);
    },
    reset() {
      fake.handlers = {};
      fake.calls.length = 0;
    },
  };
  const bridge = createBridge({
    async invoke(method, input): Promise<RpcOutcome<unknown>> {
      fake.calls.push({ method, input });
      const handler = fake.handlers[method];
      if (!handler) return { ok: false, error: { code: 'unknown-method', details: { method } } };
      try {
        return { ok: true, value: await handler(input) };
      } catch (error) {
        const e = error as { code?: ErrorCode; message?: string; details?: Record<string, unknown> };
        return {
          ok: false,
          error: {
            code: e.code ?? 'internal',
            ...(e.details ? { details: e.details } : e.code ? {} : { details: { error: e.message ?? String(error) } }),
          },
        };
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  // The renderer's getBridge() keeps the first window.mdm it sees: a second install (one per
  // test) swaps the functions inside that object instead of replacing it.
  if (window.mdm) Object.assign(window.mdm, bridge);
  else window.mdm = bridge;
  return fake;
}
