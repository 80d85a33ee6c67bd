import { ENDPOINTS } from '../../shared/api/endpoints';
import type { AppInfo, MethodName, RpcOutcome, ShellKind } from '../../shared/ipc';
import { APP_NAME, APP_VERSION } from './app-version';
import { AppError } from './errors';
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
  // Placeholder until core's services land (issue 5): a clear refusal, never a fake answer.
  const pending = (method: MethodName) => () => {
    throw new AppError('not-implemented', `${method} is not available in this version of the app yet.`);
  };
  const handlers: Handlers = {
    'app.info': () => info,
    'api.endpoints': () => ENDPOINTS,
    'profiles.list': pending('profiles.list'),
    'profiles.save': pending('profiles.save'),
    'profiles.remove': pending('profiles.remove'),
    'profiles.setActive': pending('profiles.setActive'),
    'profiles.test': pending('profiles.test'),
    'secrets.status': pending('secrets.status'),
    'demo.start': pending('demo.start'),
    'import.start': pending('import.start'),
    'jobs.list': pending('jobs.list'),
    'jobs.get': pending('jobs.get'),
    'jobs.stopWatching': pending('jobs.stopWatching'),
    'jobs.resume': pending('jobs.resume'),
    'jobs.remove': pending('jobs.remove'),
    'jobs.report': pending('jobs.report'),
    'jobs.exportReport': pending('jobs.exportReport'),
    'jobs.exportFailedRows': pending('jobs.exportFailedRows'),
    'devices.query': pending('devices.query'),
    'devices.counts': pending('devices.counts'),
    'devices.export': pending('devices.export'),
    'orgs.query': pending('orgs.query'),
    'orgs.export': pending('orgs.export'),
    'exports.cancel': pending('exports.cancel'),
    'prefs.get': pending('prefs.get'),
    'prefs.set': pending('prefs.set'),
  };
  return {
    handlers,
    events,
    call: (method, input) => dispatch(handlers, method, input),
    async dispose() {},
  };
}
