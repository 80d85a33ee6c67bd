import { decodeFrame, encodeFrame, hasTypedArrays } from '../../shared/binary-frame';
import type { EventName, RpcOutcome } from '../../shared/ipc';

/**
 * Renderer -> shell: `{id, method, input}`. Shell -> renderer: a reply `{id, outcome}` or an
 * event. JSON text frames, or binary frames (shared/binary-frame.ts) for a message that
 * carries typed arrays (an upload's chunks and line map).
 */
export type ServerMessage =
  { id: number | null; outcome: RpcOutcome<unknown> } | { event: EventName; payload: unknown };

export type ParsedClientMessage =
  { ok: true; id: number; method: string; input: unknown } | { ok: false; id: number | null; reason: string };

/** A message as `ws` delivers it: text, or the bytes of a binary frame. */
export function parseClientFrame(data: Buffer, isBinary: boolean): ParsedClientMessage {
  if (!isBinary) return parseClientMessage(data.toString('utf8'));
  let value: unknown;
  try {
    value = decodeFrame(data);
  } catch (error) {
    return { ok: false, id: null, reason: (error as Error).message };
  }
  return checkClientMessage(value);
}

export function parseClientMessage(raw: string): ParsedClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, id: null, reason: 'The message is not JSON.' };
  }
  return checkClientMessage(value);
}

/** What the shell sends: a binary frame when the message carries typed arrays, else JSON text. */
export function encodeServerMessage(message: ServerMessage): string | Uint8Array {
  return hasTypedArrays(message) ? encodeFrame(message) : JSON.stringify(message);
}

function checkClientMessage(value: unknown): ParsedClientMessage {
  if (typeof value !== 'object' || value === null)
    return { ok: false, id: null, reason: 'The message is not an object.' };
  const { id, method, input } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return { ok: false, id: null, reason: 'The message has no numeric id.' };
  if (typeof method !== 'string') return { ok: false, id, reason: 'The message names no method.' };
  return { ok: true, id, method, input };
}
