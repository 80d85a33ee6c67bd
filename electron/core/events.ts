import type { EventName, EventPayload } from '../../shared/ipc';

/** `to`: the caller id the event is for alone (an export's progress); absent: for everyone. */
export type EventSink = (event: EventName, payload: unknown, to?: string) => void;

/** Core's events, fanned out to whichever shells listen (IPC, WebSocket, CLI). */
export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventPayload<E>, options?: { to?: string | undefined }): void;
  subscribe(sink: EventSink): () => void;
}

export function createEventBus(): EventBus {
  const sinks = new Set<EventSink>();
  return {
    emit(event, payload, options) {
      for (const sink of [...sinks]) {
        try {
          sink(event, payload, options?.to);
        } catch {
          // One broken listener (a closed socket, a destroyed window) must not stop the others.
        }
      }
    },
    subscribe(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
  };
}
