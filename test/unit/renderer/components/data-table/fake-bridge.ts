import type { MdmBridge, MethodName, RpcError } from '../../../../../shared/ipc';
import { installFakeBridge as installShared } from '../../fake-bridge';
import type { FakeBridge as SharedFakeBridge } from '../../fake-bridge';

type Handler = (input: unknown) => unknown;

/** The shared fake bridge (test/unit/renderer/fake-bridge.ts) with the helpers the table tests read best with. */
export interface FakeBridge {
  bridge: MdmBridge;
  /** Every call made, in order. */
  calls: SharedFakeBridge['calls'];
  /** Sets what a method answers: a value, or throws a FakeError. */
  handle(method: MethodName, handler: Handler): void;
  emit: SharedFakeBridge['emit'];
  callsOf(method: MethodName): unknown[];
}

/** What a handler throws to make the call fail the way core fails it. */
export class FakeError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown> | undefined;
  constructor(readonly error: RpcError) {
    super(error.message);
    this.code = error.code;
    this.details = error.details;
  }
}

/** Installs the shared fake as window.mdm, where renderer/bridge/mdm.ts looks first. */
export function installFakeBridge(): FakeBridge {
  const shared = installShared();
  return {
    bridge: window.mdm as MdmBridge,
    calls: shared.calls,
    handle: (method, handler) => {
      shared.handlers[method] = handler;
    },
    emit: (event, payload) => shared.emit(event, payload),
    callsOf: (method) => shared.calls.filter((c) => c.method === method).map((c) => c.input),
  };
}
