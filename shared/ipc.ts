/**
 * The contract between the renderer and core: the single list of what the renderer may
 * ask (methods, each with a runtime schema for its argument and the type of its result)
 * and what it may be told (events, each with its payload type).
 *
 * Everything else is derived from these two objects: the preload's `window.mdm`, the
 * Electron `ipcMain.handle` bindings, the web shell's WebSocket bridge, core's handler
 * table type, and the renderer's typed client. Adding a method is one entry here plus its
 * handler in core.
 */
import { z } from 'zod';
import type { Endpoint } from './api/endpoints';

/** A phantom value that carries a type (results and event payloads need no runtime check). */
const type = <T>(): T => undefined as unknown as T;

export type ShellKind = 'electron' | 'web' | 'cli';

export interface AppInfo {
  name: string;
  version: string;
  shell: ShellKind;
  platform: string;
  versions: Record<string, string>;
}

export interface Notice {
  level: 'info' | 'warning' | 'error';
  message: string;
}

/** Sections of the renderer a shell may ask it to show (the menu's Help > API reference). */
export const ROUTES = ['api-reference'] as const;
export type Route = (typeof ROUTES)[number];

const noInput = z.undefined();

export const methods = {
  'app.info': {
    summary: 'Name and version of the app, and which shell it runs in.',
    input: noInput,
    result: type<AppInfo>(),
  },
  'api.endpoints': {
    summary: "The endpoint table: each operation of the service's API, its method, path and headers.",
    input: noInput,
    result: type<readonly Endpoint[]>(),
  },
} as const;

export const events = {
  /** The shell asks the renderer to show a section (menu items, notifications). */
  'app.navigate': type<{ route: Route }>(),
  /** Something the user should know that is not the answer to a call. */
  'app.notice': type<Notice>(),
} as const;

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type MethodInput<M extends MethodName> = z.input<Methods[M]['input']>;
export type ParsedInput<M extends MethodName> = z.output<Methods[M]['input']>;
export type MethodResult<M extends MethodName> = Methods[M]['result'];
export type EventName = keyof typeof events;
export type EventPayload<E extends EventName> = (typeof events)[E];

export const METHOD_NAMES = Object.keys(methods) as MethodName[];
export const EVENT_NAMES = Object.keys(events) as EventName[];

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(methods, name);
}
export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(events, name);
}

/** What crosses the boundary for every call: a value or a plain, serialisable error. */
export interface RpcError {
  /** Stable machine-readable kind, e.g. `invalid-argument`, `http-status`, `unreachable`. */
  code: string;
  /** A sentence a person can act on. Never contains a token or a password. */
  message: string;
  details?: Record<string, unknown>;
}
export type RpcOutcome<T> = { ok: true; value: T } | { ok: false; error: RpcError };

type ArgsOf<M extends MethodName> = undefined extends MethodInput<M> ? [input?: MethodInput<M>] : [input: MethodInput<M>];
type NamespaceOf<K> = K extends `${infer N}.${string}` ? N : never;
type MemberOf<K, N extends string> = K extends `${N}.${infer M}` ? M : never;
type Join<N extends string, M extends string> = `${N}.${M}` & MethodName;

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

/**
 * `window.mdm`: one function per method, grouped by namespace (`mdm.app.info()`), each
 * resolving to an RpcOutcome (errors cross contextBridge and WebSockets as data, not as
 * thrown objects whose fields would be lost), and `on` for events.
 */
export type MdmBridge = {
  [N in NamespaceOf<MethodName>]: {
    [M in MemberOf<MethodName, N>]: (...args: ArgsOf<Join<N, M>>) => Promise<RpcOutcome<MethodResult<Join<N, M>>>>;
  };
} & {
  on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
};

/** How a bridge reaches core: Electron IPC in the preload, a WebSocket in the web shell. */
export interface BridgeTransport {
  invoke(method: MethodName, input: unknown): Promise<RpcOutcome<unknown>>;
  subscribe(listener: (event: EventName, payload: unknown) => void): () => void;
}

/** Builds `window.mdm` from the contract's method and event names. */
export function createBridge(transport: BridgeTransport): MdmBridge {
  const bridge: Record<string, unknown> = {};
  for (const name of METHOD_NAMES) {
    const [ns, member] = name.split('.') as [string, string];
    const group = (bridge[ns] ??= {}) as Record<string, unknown>;
    group[member] = (input?: unknown) => transport.invoke(name, input);
  }
  bridge.on = (event: EventName, listener: (payload: unknown) => void) => {
    if (!isEventName(event)) throw new Error(`Unknown event ${String(event)}`);
    return transport.subscribe((name, payload) => {
      if (name === event) listener(payload);
    });
  };
  return bridge as MdmBridge;
}

/** Electron IPC channel of a method, and of every event. */
export const ipcChannel = (method: MethodName): string => `mdm:${method}`;
export const IPC_EVENT_CHANNEL = 'mdm:event';
