import type { RpcError } from '../../shared/ipc';

const isRpcError = (error: unknown): error is RpcError =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string';

/**
 * Whatever a call threw, as the contract's error shape: the bridge's MdmCallError already is
 * one (code, details); anything else becomes `internal` with its text as a parameter.
 */
export function asCallFailure(error: unknown): RpcError {
  return isRpcError(error) ? error : { code: 'internal', details: { error: String(error) } };
}
