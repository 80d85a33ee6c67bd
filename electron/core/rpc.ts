import { z } from 'zod';
import { isMethodName, methods } from '../../shared/ipc';
import type { MethodName, MethodResult, ParsedInput, RpcOutcome } from '../../shared/ipc';
import type { Caller } from './caller';
import { toRpcError } from './errors';
import { shapeProblem } from '../../shared/message-shape';

/** Core's implementation of every method of the contract; each call knows its caller. */
export type Handlers = {
  [M in MethodName]: (input: ParsedInput<M>, caller: Caller) => Promise<MethodResult<M>> | MethodResult<M>;
};

/**
 * The one entry point every shell uses: the method name and argument come from an
 * untrusted renderer, so both are checked against the contract before core sees them,
 * and whatever happens the caller gets an outcome, never a crash.
 */
export async function dispatch(
  handlers: Handlers,
  method: unknown,
  input: unknown,
  caller: Caller,
): Promise<RpcOutcome<unknown>> {
  try {
    if (!isMethodName(method)) {
      return { ok: false, error: { code: 'unknown-method', details: { method: String(method) } } };
    }
    const tooBig = shapeProblem(input);
    if (tooBig) {
      return { ok: false, error: { code: 'invalid-argument', details: { reason: 'call', method, problem: tooBig } } };
    }
    const parsed = methods[method].input.safeParse(input);
    if (!parsed.success) {
      return {
        ok: false,
        // zod's account of what is wrong is data quoted as it came, for developers; the code says the rest.
        error: {
          code: 'invalid-argument',
          details: { reason: 'call', method, problem: z.prettifyError(parsed.error) },
        },
      };
    }
    const handler = handlers[method] as (input: unknown, caller: Caller) => unknown;
    return { ok: true, value: await handler(parsed.data, caller) };
  } catch (error) {
    // Whatever a caller sends, and whatever fails, the caller gets an outcome: the process lives on.
    return { ok: false, error: toRpcError(error) };
  }
}
