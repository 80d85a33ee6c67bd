import type { EventName, EventPayload } from '../../shared/ipc';

export type EventSink = (event: EventName, payload: unknown) => void;

/** Core's events, fanned out to whichever shells listen (IPC, WebSocket, CLI). */
export interface EventBus {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  subscribe(sink: EventSink): () => void;
}

export function createEventBus(): EventBus {
  const sinks = new Set<EventSink>();
  return {
    emit(event, payload) {
      for (const sink of [...sinks]) {
        try {
          sink(event, payload);
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
