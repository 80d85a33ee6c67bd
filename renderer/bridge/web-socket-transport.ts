import { decodeFrame, encodeFrame, hasTypedArrays } from '../../shared/binary-frame';
import type { BridgeTransport, EventName, RpcOutcome } from '../../shared/ipc';

type Pending = (outcome: RpcOutcome<unknown>) => void;

/**
 * The web shell's stand-in for Electron IPC. The page is served under /<secret>/, so the
 * socket's URL beside the page carries the secret. A dropped connection fails the calls in
 * flight with a clear error and reconnects on the next call.
 */
export function webSocketTransport(pageUrl: string = window.location.href): BridgeTransport {
  const url = new URL('ws', pageUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = '';
  url.hash = '';
  const pending = new Map<number, Pending>();
  const listeners = new Set<(event: EventName, payload: unknown) => void>();
  let nextId = 1;
  let socket: WebSocket | null = null;
  let opened: Promise<WebSocket> | null = null;

  const connect = (): Promise<WebSocket> => {
    if (opened) return opened;
    opened = new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.binaryType = 'arraybuffer';
      ws.onopen = () => {
        socket = ws;
        resolve(ws);
      };
      ws.onmessage = (message) => {
        const data = (
          message.data instanceof ArrayBuffer
            ? decodeFrame(new Uint8Array(message.data))
            : JSON.parse(String(message.data))
        ) as {
          id?: number | null;
          outcome?: RpcOutcome<unknown>;
          event?: EventName;
          payload?: unknown;
        };
        if (data.event !== undefined) {
          for (const listener of [...listeners]) listener(data.event, data.payload);
        } else if (typeof data.id === 'number' && data.outcome) {
          pending.get(data.id)?.(data.outcome);
          pending.delete(data.id);
        }
      };
      ws.onclose = () => {
        socket = null;
        opened = null;
        for (const settle of pending.values()) {
          settle({
            ok: false,
            error: {
              code: 'disconnected',
              details: { reason: 'lost' },
            },
          });
        }
        pending.clear();
        reject(new Error('The connection to the web shell closed.'));
      };
    });
    opened.catch(() => undefined);
    return opened;
  };

  return {
    async invoke(method, input) {
      let ws: WebSocket;
      try {
        ws = socket ?? (await connect());
      } catch {
        return {
          ok: false,
          error: {
            code: 'disconnected',
            details: { reason: 'unreachable' },
          },
        };
      }
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        const request = { id, method, input };
        ws.send(hasTypedArrays(input) ? encodeFrame(request) : JSON.stringify(request));
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      void connect().catch(() => undefined);
      return () => listeners.delete(listener);
    },
  };
}
