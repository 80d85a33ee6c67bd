import type { EventName, RpcOutcome } from '../../shared/ipc';

/** Renderer -> shell: `{id, method, input}`. Shell -> renderer: a reply `{id, outcome}` or an event. */
export type ServerMessage =
  { id: number | null; outcome: RpcOutcome<unknown> } | { event: EventName; payload: unknown };

export type ParsedClientMessage =
  { ok: true; id: number; method: string; input: unknown } | { ok: false; id: number | null; reason: string };

export function parseClientMessage(raw: string): ParsedClientMessage {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, id: null, reason: 'The message is not JSON.' };
  }
  if (typeof value !== 'object' || value === null)
    return { ok: false, id: null, reason: 'The message is not an object.' };
  const { id, method, input } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return { ok: false, id: null, reason: 'The message has no numeric id.' };
  if (typeof method !== 'string') return { ok: false, id, reason: 'The message names no method.' };
  return { ok: true, id, method, input };
}
