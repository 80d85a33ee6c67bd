import { createBridge } from '../../../../../shared/ipc';
import type { EventName, EventPayload, MdmBridge, MethodName, RpcError } from '../../../../../shared/ipc';

type Handler = (input: unknown) => unknown;

export interface FakeBridge {
  bridge: MdmBridge;
  /** Every call made, in order. */
  calls: { method: MethodName; input: unknown }[];
  /** Sets what a method answers: a value, or throws a FakeError. */
  handle(method: MethodName, handler: Handler): void;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  callsOf(method: MethodName): unknown[];
}

/** What a handler throws to make the call fail the way core fails it. */
export class FakeError extends Error {
  constructor(readonly error: RpcError) {
    super(error.message);
  }
}

/** A window.mdm built from the contract itself, answering from handlers set by the test. */
export function createFakeBridge(): FakeBridge {
  const handlers = new Map<MethodName, Handler>();
  const listeners = new Set<(event: EventName, payload: unknown) => void>();
  const calls: FakeBridge['calls'] = [];
  const bridge = createBridge({
    async invoke(method, input) {
      calls.push({ method, input });
      const handler = handlers.get(method);
      if (!handler) return { ok: false, error: { code: 'not-implemented', message: `${method} is not faked.` } };
      try {
        return { ok: true, value: await handler(input) };
      } catch (error) {
        if (error instanceof FakeError) return { ok: false, error: error.error };
        throw error;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return {
    bridge,
    calls,
    handle: (method, handler) => handlers.set(method, handler),
    emit: (event, payload) => listeners.forEach((l) => l(event, payload)),
    callsOf: (method) => calls.filter((c) => c.method === method).map((c) => c.input),
  };
}

/** Installs the fake as window.mdm, where renderer/bridge/mdm.ts looks first. */
export function installFakeBridge(): FakeBridge {
  const fake = createFakeBridge();
  // getBridge() caches the first bridge it sees, so tests swap handlers, not bridges.
  const holder = window as unknown as { mdm?: MdmBridge };
  if (!holder.mdm) holder.mdm = fake.bridge;
  else Object.assign(holder.mdm, fake.bridge);
  return fake;
}
