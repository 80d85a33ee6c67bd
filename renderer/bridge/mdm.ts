import { createBridge } from '../../shared/ipc';
import type {
  EventName,
  EventPayload,
  MdmBridge,
  MethodInput,
  MethodName,
  MethodResult,
  RpcError,
  RpcOutcome,
} from '../../shared/ipc';
import type { ErrorCode } from '../../shared/errors/error-code';
import { describeError } from '../../shared/errors/wording';
import type { Translator } from '../../shared/i18n/translator';
import { webSocketTransport } from './web-socket-transport';

let errorTranslator: Translator | undefined;

/** The translator errors are worded with (the app's language); English until the app sets one. */
export function setErrorTranslator(translator: Translator): void {
  errorTranslator = translator;
}

/**
 * A failed call, with the core's code and details kept (file, line, HTTP status, server
 * message); its message is the sentence worded for the app (shared/errors/wording.ts), in
 * the app's language.
 */
export class MdmCallError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(error: RpcError) {
    super(describeError(error, 'app', errorTranslator));
    this.name = 'MdmCallError';
    this.code = error.code;
    this.details = error.details;
  }
}

let bridge: MdmBridge | null = null;

/** Electron's preload sets window.mdm; in the web shell the same contract runs over a WebSocket. */
export function getBridge(): MdmBridge {
  bridge ??= window.mdm ?? createBridge(webSocketTransport());
  return bridge;
}

/** Calls a method of the contract and returns its result, or throws MdmCallError. */
export async function call<M extends MethodName>(
  method: M,
  ...input: undefined extends MethodInput<M> ? [MethodInput<M>?] : [MethodInput<M>]
): Promise<MethodResult<M>> {
  const [ns, member] = method.split('.') as [string, string];
  const group = (
    getBridge() as unknown as Record<string, Record<string, (input?: unknown) => Promise<RpcOutcome<unknown>>>>
  )[ns];
  const fn = group?.[member];
  if (!fn)
    throw new MdmCallError({
      code: 'unknown-method',
      details: { method },
    });
  const outcome = await fn(input[0]);
  if (!outcome.ok) throw new MdmCallError(outcome.error);
  return outcome.value as MethodResult<M>;
}

export function onEvent<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  return getBridge().on(event, listener);
}
