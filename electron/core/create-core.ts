/**
 * The one composition root of core: every shell (Electron, the web shell, the CLI) builds
 * its core here and reaches it only through what `Core` offers (electron/core/index.ts):
 * `call` for the contract (with the caller), the services for the command line, the
 * events, and the files made for download.
 */
import { ENDPOINTS } from '../../shared/api/endpoints';
import { DEMO_PROFILE_NAMES } from '../../shared/connections/profile-label';
import type { AppInfo, MethodName, Notice, RpcOutcome, ShellKind } from '../../shared/ipc';
import type { ConnectionRef } from '../../shared/models/connection';
import type { ProfileKind, ProfilesState } from '../../shared/models/profile';
import type { UpdateStatus, UpdatesOffReason } from '../../shared/models/updates';
import { NO_POLICY } from '../../shared/policy';
import type { PolicyState } from '../../shared/policy';
import type { ApiClientOptions } from './api/create-api-client';
import { APP_NAME, APP_VERSION } from './app-version';
import type { DemoServer } from '../demo-server/index';
import { createEventBus } from './events';
import type { EventBus } from './events';
import type { Caller } from './caller';
import { createConnectionService } from './connections/connections';
import type { ConnectionService } from './connections/connections';
import { createDiagnostics } from './diagnostics/diagnostics-service';
import type { DiagnosticsService } from './diagnostics/diagnostics-service';
import { failureText } from './diagnostics/logged-client';
import { createLogger } from './diagnostics/logger';
import { followEvents, logStart } from './diagnostics/start-log';
import type { Logger, LogWriter } from './diagnostics/logger';
import { AppError } from './errors';
import { createFileStore } from './files/file-store';
import type { FileStore } from './files/file-store';
import { saveLettersPdf } from './letters/letters-download';
import { createJobsService } from './jobs/jobs-service';
import type { JobsService } from './jobs/jobs-service';
import { packComparison } from './dry-run/pack-comparison';
import { findTakenNames } from './dry-run/taken-names';
import { createDryRunService } from './dry-run/dry-run-service';
import type { DryRunService } from './dry-run/dry-run-service';
import { jobPreparation } from './jobs/job-preparation';
import { jobsDir } from './jobs/store/job-store';
import { createUploadStaging } from './uploads/upload-staging';
import { organizationPolicy } from './password-policy/organization-policy';
import { registryCheckedStore } from './prefs/registry-checked-store';
import { jsonSettingsStore } from './prefs/settings-store';
import type { SettingsStore } from './prefs/settings-store';
import { connectionPresetsOf } from './profiles/presets';
import { profileStore } from './profiles/profile-store';
import { organizationList } from './profiles/organization-list';
import { createProfilesService } from './profiles/profiles-service';
import type { ProfilesService } from './profiles/profiles-service';
import { createChannels } from './queries/channels';
import { createExports } from './queries/exports';
import { createQueryService } from './queries/query-service';
import type { QueryService } from './queries/query-service';
import { dispatch } from './rpc';
import type { Handlers } from './rpc';
import { fileSecretStore } from './secrets/file-secret-store';
import { createCoreWork } from './work/core-work';
import type { SecretStore } from './secrets/secret-store';
import type { DamagedFile } from './store/json-file';
import { loadUndici } from './network/dispatcher';
import { environmentProxy } from './network/environment-proxy';
import { effectiveProxy } from './network/policy-proxy';
import type { ProxyResolver } from './network/proxy-route';

/** The desktop app's updater, as core sees it (electron/main/updates.ts implements it). */
export interface UpdatesPort {
  status(): UpdateStatus;
  /** Restarts into the downloaded update; refuses (AppError) unless the status is ready. */
  install(): void | Promise<void>;
}

/** What core hands the stores a shell makes (the ports): how to report a damaged file. */
export interface StoreSupport {
  onDamaged(damage: DamagedFile): void;
}

export interface CoreOptions {
  shell: ShellKind;
  /** Where profiles, tokens (file store), jobs and preferences live (see data-dir.ts). */
  dataDir: string;
  /** The operating system's locale, for the renderer's first language (Electron: app.getLocale()). */
  locale?: string;
  /** Versions of the runtime (Electron adds its own and Chromium's). */
  versions?: Record<string, string>;
  /** Default: a file readable by the user alone in dataDir (Electron passes safeStorage). */
  secretStore?: (support: StoreSupport) => SecretStore;
  /** Default: prefs.json in dataDir (Electron passes electron-store). */
  settingsStore?: (support: StoreSupport) => SettingsStore;
  /** Timeouts, retries and clock of the API clients (tests shorten them). */
  clientOptions?: ApiClientOptions;
  /**
   * How API clients reach their servers when the policy names no proxy (the proxy port):
   * Electron passes Chromium's resolution of the system proxy and PAC (network/pac-proxy.ts);
   * the default reads HTTPS_PROXY, HTTP_PROXY and NO_PROXY of `env` (the CLI passes its own
   * environment). The policy's `proxy`, when set, wins over it (network/policy-proxy.ts).
   */
  proxy?: ProxyResolver;
  /** Import polling settings handed to the jobs service (tests shorten them). */
  jobs?: { poll?: Parameters<typeof createJobsService>[0]['poll'] };
  /** Resume unfinished import jobs at start (default true). */
  resumeJobs?: boolean;
  /**
   * The CLI's MDM_TOKEN: the token of base-URL connections, and of saved profiles that have
   * none stored. (A command naming a profile replaces its token through `connections.open`.)
   */
  environmentToken?: string | undefined;
  /** The machine-wide policy the shell read at start (loadPolicy); default: none, the defaults apply. */
  policy?: PolicyState;
  /** Where core's log lines go (the rotating file, the CLI's standard error); each is redacted first. */
  log?: LogWriter | readonly LogWriter[];
  /** The updater (Electron with an update feed in the policy); without it updates are off. */
  updates?: UpdatesPort;
  /** The environment the diagnostics describe (default: process.env). */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface Core {
  readonly info: AppInfo;
  handlers: Handlers;
  events: EventBus;
  /** A contract call from a caller (a window, a socket, the command line): checked, then answered. */
  call(method: MethodName | string, input: unknown, caller: Caller): Promise<RpcOutcome<unknown>>;
  /** A caller went away (its window closed, its socket dropped): its queries and exports stop. */
  callerGone(callerId: string): void;
  profiles: ProfilesService;
  connections: ConnectionService;
  /** Import jobs, split imports among them, and their receipts. */
  jobs: JobsService;
  /** Dry runs: the predicted outcome of each line of a staged upload. */
  dryRuns: DryRunService;
  queries: QueryService;
  /** Files made for download (exports, reports); the shells serve them by id. */
  files: FileStore;
  /** The machine-wide policy in force. */
  policy: PolicyState;
  /** Core's log, for what the shells do beyond core (updates). */
  log: Logger;
  /** The support zip (Help > Save diagnostics…). */
  diagnostics: DiagnosticsService;
  dispose(): Promise<void>;
}

/** The contract names a saved profile by id; absent means the active one. */
const profileRef = (profileId: string | undefined): ConnectionRef | undefined =>
  profileId === undefined ? undefined : { kind: 'profile', id: profileId };

/**
 * Why updates are off when no updater was given: the `reason` of updates.status and of the
 * refusal to install, a code the shells word.
 */
function updatesOffCode(shell: CoreOptions['shell'], policy: PolicyState): UpdatesOffReason {
  if (shell !== 'electron') return 'updates-off-shell';
  return policy.policy.updates === 'off' ? 'updates-off-policy' : 'updates-off-build';
}

export function createCore(options: CoreOptions): Core {
  const events = createEventBus();
  const info: AppInfo = {
    name: APP_NAME,
    version: APP_VERSION,
    shell: options.shell,
    platform: process.platform,
    versions: { node: process.versions.node, ...options.versions },
    locale: options.locale ?? null,
  };
  const policy = options.policy ?? NO_POLICY;
  // The app's and the web shell's core load the HTTP stack now, while nothing waits on it:
  // compiling undici holds the thread some 60 ms, which at the first connection fell inside
  // the user's first dry run or import. The CLI keeps loading it on first use (its start-up
  // stays light for commands that ask no server).
  if (options.shell !== 'cli') void loadUndici().catch(() => undefined);
  // The policy's proxy, when it names one, wins over the environment's and the system's.
  const policyProxySetting = policy.policy.proxy ?? null;
  const writers: readonly LogWriter[] =
    options.log === undefined ? [] : 'write' in options.log ? [options.log] : options.log;
  const log = createLogger(writers);
  log.addSecret(options.environmentToken);
  logStart(log, info, policy, policyProxySetting);
  followEvents(events, log);
  // A damaged file of the app's is moved aside and replaced; the user is told, without its content.
  const support: StoreSupport = {
    onDamaged: ({ file, movedTo, ...problem }) => {
      log.warn(`storage: ${file} was damaged (${JSON.stringify(problem)}); moved aside to ${movedTo}`);
      events.emit('app.notice', { level: 'warning', code: 'file-damaged', params: { file, ...problem, movedTo } });
    },
  };
  const secrets = options.secretStore?.(support) ?? fileSecretStore(options.dataDir, support);
  const settings = registryCheckedStore(
    options.settingsStore?.(support) ?? jsonSettingsStore(options.dataDir, support),
  );
  const clientOptions: ApiClientOptions = {
    proxy: effectiveProxy(
      policyProxySetting ?? undefined,
      options.proxy ?? environmentProxy(options.env ?? process.env),
    ),
    ...options.clientOptions,
  };
  const profiles = createProfilesService({
    store: profileStore(options.dataDir, support),
    secrets,
    events,
    presets: connectionPresetsOf(policy),
    log,
    clientOptions,
  });
  const connections = createConnectionService({
    profiles,
    environmentToken: options.environmentToken,
    clientOptions,
    rules: connectionPresetsOf(policy).rules,
  });
  const files = createFileStore(options.dataDir);
  // Heavy work (parsing, joining, exporting big files) runs in this thread, off the main event loop.
  const work = createCoreWork();
  const channels = createChannels();
  const exports = createExports(events, files);
  const queries = createQueryService({ connections, channels, exports });
  // Staged uploads are read by the dry run and taken over by the jobs.
  const uploads = createUploadStaging({ jobsDir: jobsDir(options.dataDir) });
  const dryRuns = createDryRunService({ uploads, clientFor: (connection) => connections.resolve(connection), events });
  const dryRunResult = (uploadId: string, owner?: string) => dryRuns.result(uploadId, owner);
  const jobs = createJobsService({
    dataDir: options.dataDir,
    events,
    files,
    uploads,
    work,
    clientFor: (connection) => connections.resolve(connection),
    covers: (asked, job) => connections.covers(asked, job),
    ...(options.jobs?.poll ? { poll: options.jobs.poll } : {}),
    prepareJob: jobPreparation({ dryRunResult }),
    leaversOf: (dryRunId, owner) => dryRuns.leaverRows(dryRunId, owner),
    dialectOf: async (connection) => {
      const { client } = await connections.resolve(connection);
      return (client as { dialect?: () => string | null }).dialect?.() ?? null;
    },
  });
  if (options.resumeJobs ?? true) void jobs.resumeUnfinished().catch(() => undefined);
  const diagnostics = createDiagnostics({
    info,
    policy,
    proxy: policyProxySetting && { url: policyProxySetting.url, bypass: [...policyProxySetting.bypass] },
    profiles,
    files,
    log,
    env: options.env ?? process.env,
  });
  // Said once listeners are attached: the shells subscribe as soon as createCore has returned
  // (after an await, in the CLI), which is before the next turn of the event loop.
  if (policy.problems.length > 0) setImmediate(() => events.emit('app.notice', policyNotice(policy)));

  // The demo server starts once per core, on first demand, and stops with it. Loaded then too:
  // it is a whole server (and papaparse), which no CLI command but `demo-server` runs.
  let demo: Promise<DemoServer> | null = null;
  async function startDemo(kind: ProfileKind): Promise<ProfilesState> {
    if (!policy.policy.offerDemoServer) {
      throw new AppError('forbidden-by-policy', { reason: 'demo-server', policyFile: policy.file });
    }
    demo ??= import('../demo-server/index').then(({ startDemoServer }) => startDemoServer());
    const server = await demo;
    const existing = (await profiles.list()).profiles.find((p) => p.demo && p.kind === kind);
    const saved = await profiles.save({
      id: existing?.id,
      profile: {
        name: existing?.name ?? DEMO_PROFILE_NAMES[kind],
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
    'profiles.passwordPolicy': async (input) => {
      const { client, profile } = await connections.resolve(profileRef(input?.profileId));
      return organizationPolicy(client, profile);
    },
    'profiles.organizations': async ({ id }) => {
      const profile = (await profiles.list()).profiles.find((p) => p.id === id);
      if (!profile) throw new AppError('not-found', { what: 'profile', id });
      return organizationList(profile, demo ? await demo : null);
    },
    'secrets.status': () => secrets.status(),
    'demo.start': (input) => startDemo(input?.kind ?? 'organization'),
    'uploads.begin': (input, caller) => uploads.begin(input, caller.id),
    'uploads.append': (input, caller) => uploads.append(input, caller.id),
    'uploads.finish': (input, caller) => uploads.finish(input, caller.id),
    'uploads.discard': (input, caller) => uploads.discard(input, caller.id),
    'import.start': ({ profileId, ...input }, caller) =>
      jobs.start({ ...input, connection: profileRef(profileId), owner: caller.id }),
    'dryRun.run': async ({ profileId, ...input }, caller) => {
      // The codes only: the reasons stay with the service (the CLI's); the comparison packed. See DryRunAnswer.
      const {
        notes: _reasons,
        comparison,
        ...answer
      } = await dryRuns.run({
        ...input,
        connection: profileRef(profileId),
        owner: caller.id,
      });
      return comparison ? { ...answer, comparison: await packComparison(comparison) } : answer;
    },
    'dryRun.cancel': ({ uploadId }, caller) => dryRuns.cancel(uploadId, caller.id),
    'users.takenNames': async ({ profileId, candidates, idColumn }) =>
      findTakenNames((await connections.resolve(profileRef(profileId))).client, candidates, { idColumn }),
    'dryRun.exportNotInFile': async ({ uploadId, format }, caller) => {
      const pending = await files.create('not-in-file.csv', 'text/csv');
      try {
        await dryRuns.writeNotInFile(uploadId, pending.path, caller.id, format);
      } catch (error) {
        await files.discard(pending.fileId);
        throw error;
      }
      return files.finish(pending.fileId);
    },
    'dryRun.leavers': ({ uploadId }, caller) => dryRuns.packedLeavers(uploadId, caller.id),
    'jobs.list': () => jobs.list(),
    'jobs.get': (input) => jobs.get(input),
    'jobs.stopWatching': (input) => jobs.stopWatching(input),
    'jobs.resume': (input) => jobs.resume(input),
    'jobs.checkStart': (input) => jobs.checkStart(input),
    'jobs.startAgain': (input) => jobs.startAgain(input),
    'jobs.remove': (input) => jobs.remove(input),
    'jobs.report': (input) => jobs.report(input),
    'jobs.exportReport': (input) => jobs.exportReport(input),
    'jobs.exportFailedRows': (input) => jobs.exportFailedRows(input),
    'jobs.exportReceipt': (input) => jobs.exportReceipt(input),
    'jobs.exportUnreachedRows': (input) => jobs.exportUnreachedRows(input),
    'letters.savePdf': (input) => saveLettersPdf(files, input),
    'devices.query': ({ profileId, ...input }, caller) =>
      queries.queryDevices({ ...input, connection: profileRef(profileId) }, caller),
    'devices.counts': ({ profileId, ...input }, caller) =>
      queries.deviceCounts({ ...input, connection: profileRef(profileId) }, caller),
    'devices.export': ({ profileId, ...input }, caller) =>
      queries.exportDevices({ ...input, connection: profileRef(profileId) }, caller),
    'orgs.query': ({ profileId, ...input }, caller) =>
      queries.queryOrgs({ ...input, connection: profileRef(profileId) }, caller),
    'orgs.export': ({ profileId, ...input }, caller) =>
      queries.exportOrgs({ ...input, connection: profileRef(profileId) }, caller),
    'exports.cancel': ({ exportId }, caller) => exports.cancel(exportId, caller.id),
    'prefs.get': ({ key }) => settings.get(key),
    'prefs.set': async ({ key, value }) => {
      await settings.set(key, value);
      events.emit('prefs.changed', { key, value });
    },
    'policy.get': () => policy,
    'updates.status': () =>
      options.updates?.status() ?? { state: 'off', reason: updatesOffCode(options.shell, policy) },
    'updates.install': async () => {
      if (!options.updates) throw new AppError('invalid-argument', { reason: updatesOffCode(options.shell, policy) });
      await options.updates.install();
    },
    'diagnostics.save': async () => (await diagnostics.save()).file,
  };
  return {
    info,
    handlers,
    events,
    profiles,
    connections,
    jobs,
    dryRuns,
    queries,
    files,
    policy,
    log,
    diagnostics,
    async call(method, input, caller) {
      const outcome = await dispatch(handlers, method, input, caller);
      if (!outcome.ok) {
        // A newer query cancelling an older one is how the screens work, not a failure.
        (outcome.error.code === 'cancelled' ? log.debug : log.warn)(
          `call ${String(method)} failed (${caller.id}): ${failureText(outcome.error)}`,
        );
      }
      return outcome;
    },
    callerGone(callerId) {
      channels.abortCaller(callerId);
      exports.cancelCaller(callerId);
      dryRuns.forgetCaller(callerId);
      void uploads.discardCaller(callerId);
    },
    async dispose() {
      channels.abortAll();
      exports.cancelAll();
      dryRuns.dispose();
      await jobs.dispose();
      await uploads.dispose();
      await connections.close();
      await work.dispose();
      await profiles.close();
      await files.clear();
      if (demo) await (await demo).close();
    },
  };
}

/** What the user is told when the policy file is wrong: the file, and every problem with its path. */
export function policyNotice(policy: PolicyState): Notice {
  return {
    level: 'warning',
    code: 'policy-problems',
    params: {
      file: policy.file ?? '',
      problems: policy.problems.map((p) => ({ path: p.path, code: p.code, params: p.params })),
    },
  };
}
