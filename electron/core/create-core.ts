import { ENDPOINTS } from '../../shared/api/endpoints';
import type { AppInfo, MethodName, RpcOutcome, ShellKind } from '../../shared/ipc';
import { APP_NAME, APP_VERSION } from './app-version';
import { createEventBus } from './events';
import type { EventBus } from './events';
import { dispatch } from './rpc';
import type { Handlers } from './rpc';

export interface CoreOptions {
  shell: ShellKind;
  /** Versions of the runtime (Electron adds its own and Chromium's). */
  versions?: Record<string, string>;
}

export interface Core {
  handlers: Handlers;
  events: EventBus;
  call(method: MethodName | string, input?: unknown): Promise<RpcOutcome<unknown>>;
  dispose(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const events = createEventBus();
  const info: AppInfo = {
    name: APP_NAME,
    version: APP_VERSION,
    shell: options.shell,
    platform: process.platform,
    versions: { node: process.versions.node, ...options.versions },
  };
  const handlers: Handlers = {
    'app.info': () => info,
    'api.endpoints': () => ENDPOINTS,
  };
  return {
    handlers,
    events,
    call: (method, input) => dispatch(handlers, method, input),
    async dispose() {},
  };
}
