import { ENDPOINTS } from '../../shared/api/endpoints';
import type { AppInfo, MethodName, RpcOutcome, ShellKind } from '../../shared/ipc';
import type { ProfileKind, ProfilesState } from '../../shared/models/profile';
import type { ApiClientOptions } from './api/create-api-client';
import { APP_NAME, APP_VERSION } from './app-version';
import { startDemoServer } from '../demo-server/index';
import type { DemoServer } from '../demo-server/index';
import { createEventBus } from './events';
import type { EventBus } from './events';
import { createFileStore } from './files/file-store';
import type { FileStore } from './files/file-store';
import { jobClientResolver } from './jobs/job-connection';
import { createJobsService } from './jobs/jobs-service';
import type { JobsService } from './jobs/jobs-service';
import { jsonSettingsStore } from './prefs/settings-store';
import type { SettingsStore } from './prefs/settings-store';
import { profileStore } from './profiles/profile-store';
import { createProfilesService } from './profiles/profiles-service';
import type { ProfilesService, ResolveClient } from './profiles/profiles-service';
import { createChannels } from './queries/channels';
import { createExports } from './queries/exports';
import { createQueryService } from './queries/query-service';
import { dispatch } from './rpc';
import type { Handlers } from './rpc';
import { fileSecretStore } from './secrets/file-secret-store';
import { createCoreWork } from './work/core-work';
import type { SecretStore } from './secrets/secret-store';

export interface CoreOptions {
  shell: ShellKind;
  /** Where profiles, tokens (file store), jobs and preferences live (see data-dir.ts). */
  dataDir: string;
  /** Versions of the runtime (Electron adds its own and Chromium's). */
  versions?: Record<string, string>;
  /** Default: a file readable by the user alone in dataDir (Electron passes safeStorage). */
  secretStore?: SecretStore;
  /** Default: prefs.json in dataDir (Electron passes electron-store). */
  settingsStore?: SettingsStore;
  /** Timeouts, retries and clock of the API clients (tests shorten them). */
  clientOptions?: ApiClientOptions;
  /** Import polling settings handed to the jobs service (tests shorten them). */
  jobs?: { poll?: Parameters<typeof createJobsService>[0]['poll'] };
  /** Resume unfinished import jobs at start (default true). */
  resumeJobs?: boolean;
}

export interface Core {
  handlers: Handlers;
  events: EventBus;
  call(method: MethodName | string, input?: unknown): Promise<RpcOutcome<unknown>>;
  /** The ApiClient and ProfileView of a profile (the active one when omitted). */
  resolveClient: ResolveClient;
  profiles: ProfilesService;
  jobs: JobsService;
  /** Files made for download (exports, reports); the shells serve them by id. */
  files: FileStore;
  dispose(): Promise<void>;
}

const DEMO_NAMES: Record<ProfileKind, string> = {
  organization: 'Demo server (organization administrator)',
  system: 'Demo server (system administrator)',
};

export function createCore(options: CoreOptions): Core {
  const events = createEventBus();
  const info: AppInfo = {
    name: APP_NAME,
    version: APP_VERSION,
    shell: options.shell,
    platform: process.platform,
    versions: { node: process.versions.node, ...options.versions },
  };
  const secrets = options.secretStore ?? fileSecretStore(options.dataDir);
  const settings = options.settingsStore ?? jsonSettingsStore(options.dataDir);
  const profiles = createProfilesService({
    store: profileStore(options.dataDir),
    secrets,
    events,
    ...(options.clientOptions ? { clientOptions: options.clientOptions } : {}),
  });
  const resolveClient: ResolveClient = (profileId) => profiles.resolveClient(profileId);
  const files = createFileStore(options.dataDir);
  // Heavy work (parsing, joining, exporting big files) runs in this thread, off the main event loop.
  const work = createCoreWork();
  const channels = createChannels();
  const exports = createExports(events, files);
  const queries = createQueryService({ resolveClient, channels, exports });
  const jobs = createJobsService({
    dataDir: options.dataDir,
    events,
    files,
    work,
    // A job started from the command line (profile id `url:<baseUrl>`) is followed
    // through a saved profile for the same base URL.
    clientFor: jobClientResolver(profiles, { shell: 'app' }),
    ...(options.jobs?.poll ? { poll: options.jobs.poll } : {}),
  });
  if (options.resumeJobs ?? true) void jobs.resumeUnfinished().catch(() => undefined);

  // The demo server starts once per core, on first demand, and stops with it.
  let demo: Promise<DemoServer> | null = null;
  async function startDemo(kind: ProfileKind): Promise<ProfilesState> {
    demo ??= startDemoServer();
    const server = await demo;
    const existing = (await profiles.list()).profiles.find((p) => p.demo && p.kind === kind);
    const saved = await profiles.save({
      id: existing?.id,
      profile: {
        name: existing?.name ?? DEMO_NAMES[kind],
        baseUrl: server.url,
        kind,
        dialect: 'auto',
        caCertificatePem: null,
      },
      token: kind === 'organization' ? server.orgToken : server.adminToken,
      // The demo's token opens nothing but this process's demo server.
      acceptWeakStorage: true,
      demo: true,
    });
    return profiles.setActive(saved.id);
  }

  const handlers: Handlers = {
    'app.info': () => info,
    'api.endpoints': () => ENDPOINTS,
    'profiles.list': () => profiles.list(),
    'profiles.save': (input) => profiles.save(input),
    'profiles.remove': ({ id }) => profiles.remove(id),
    'profiles.setActive': ({ id }) => profiles.setActive(id),
    'profiles.test': ({ id }) => profiles.test(id),
    'secrets.status': () => secrets.status(),
    'demo.start': (input) => startDemo(input?.kind ?? 'organization'),
    'uploads.begin': (input) => jobs.uploads.begin(input),
    'uploads.append': (input) => jobs.uploads.append(input),
    'uploads.finish': (input) => jobs.uploads.finish(input),
    'uploads.discard': (input) => jobs.uploads.discard(input),
    'import.start': (input) => jobs.start(input),
    'jobs.list': (input) => jobs.list(input),
    'jobs.get': (input) => jobs.get(input),
    'jobs.stopWatching': (input) => jobs.stopWatching(input),
    'jobs.resume': (input) => jobs.resume(input),
    'jobs.remove': (input) => jobs.remove(input),
    'jobs.report': (input) => jobs.report(input),
    'jobs.exportReport': (input) => jobs.exportReport(input),
    'jobs.exportFailedRows': (input) => jobs.exportFailedRows(input),
    'devices.query': (input) => queries.queryDevices(input),
    'devices.counts': (input) => queries.deviceCounts(input),
    'devices.export': (input) => queries.exportDevices(input),
    'orgs.query': (input) => queries.queryOrgs(input),
    'orgs.export': (input) => queries.exportOrgs(input),
    'exports.cancel': ({ exportId }) => exports.cancel(exportId),
    'prefs.get': ({ key }) => settings.get(key),
    'prefs.set': ({ key, value }) => settings.set(key, value),
  };
  return {
    handlers,
    events,
    resolveClient,
    profiles,
    jobs,
    files,
    call: (method, input) => dispatch(handlers, method, input),
    async dispose() {
      channels.abortAll();
      exports.cancelAll();
      await jobs.dispose();
      await work.dispose();
      await profiles.close();
      await files.clear();
      if (demo) await (await demo).close();
    },
  };
}
