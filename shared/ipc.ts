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
import type { ErrorCode } from './errors/error-code';
import { exportFormatSchema } from './csv/export-format';
import type { ExportedFile } from './models/files';
import type { JobRecord, ReportPage, StartCheck } from './models/job';
import { profileInputSchema } from './models/profile';
import type {
  ConnectionCheck,
  OrganizationList,
  ProfileView,
  ProfilesState,
  SecretStoreStatus,
} from './models/profile';
import type { CountsByValue, ExportProgress, QueryPage, ServerRecord } from './models/query';
import type { DryRunProgress } from './models/dry-run';
import type { OrganizationPolicy } from './models/organization-policy';
import { lettersPdfInputSchema } from './letters/letter-page-schema';
import type { UpdateStatus } from './models/updates';
import type { PolicyState } from './policy';
import { prefKeySchema } from './prefs';
import { importMethods } from './import-methods';

import {
  channel,
  deviceFilterSchema,
  id,
  noInput,
  orgFilterSchema,
  paging,
  profileRef,
  sortSchema,
  type,
} from './contract-schemas';
import type { AppInfo, Notice, Route } from './models/app';

export type { AppInfo, Notice, Route, ShellKind } from './models/app';
export { ROUTES } from './models/app';
export { UPLOAD_CHUNK_MAX_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MAX_RECORDS } from './contract-schemas';

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

  // Connection profiles and the token vault.
  'profiles.list': {
    summary: 'All connection profiles (never their tokens) and the active one.',
    input: noInput,
    result: type<ProfilesState>(),
  },
  'profiles.save': {
    summary: 'Creates (no id) or updates a profile; a token, when given, replaces the stored one.',
    input: z.object({
      id: id.optional(),
      profile: profileInputSchema,
      token: z.string().trim().min(1).max(10_000).optional(),
      /** Consent to keep the token with weaker protection (Linux without a keyring). */
      acceptWeakStorage: z.boolean().optional(),
    }),
    result: type<ProfileView>(),
  },
  'profiles.remove': {
    summary: 'Removes a profile and its stored token.',
    input: z.object({ id }),
    result: type<ProfilesState>(),
  },
  'profiles.setActive': {
    summary: 'Makes a profile the active one.',
    input: z.object({ id }),
    result: type<ProfilesState>(),
  },
  'profiles.test': {
    summary: "Makes the cheapest authenticated call for the profile's kind and says what works.",
    input: z.object({ id }),
    result: type<ConnectionCheck>(),
  },
  'profiles.passwordPolicy': {
    summary:
      "The password policy of a profile's organization: the server's where it answers a read of it, else the profile's, else the default.",
    input: z.object({ ...profileRef }).optional(),
    result: type<OrganizationPolicy>(),
  },
  'profiles.organizations': {
    summary: "The organizations a profile's server lists to choose the one its calls act in, or why there is no list.",
    input: z.object({ id }),
    result: type<OrganizationList>(),
  },
  'secrets.status': {
    summary: 'How tokens are kept on this machine.',
    input: noInput,
    result: type<SecretStoreStatus>(),
  },
  'demo.start': {
    summary: 'Starts the built-in demo server and makes a profile for it active (organization administrator).',
    input: z.object({ kind: z.enum(['organization', 'system']).default('organization') }).optional(),
    result: type<ProfilesState>(),
  },

  ...importMethods,
  'jobs.list': { summary: 'Current and past import jobs, newest first.', input: noInput, result: type<JobRecord[]>() },
  'jobs.get': { summary: 'One import job.', input: z.object({ id }), result: type<JobRecord>() },
  'jobs.stopWatching': {
    summary: "Stops watching a job. The server's job goes on; resume to watch it again.",
    input: z.object({ id }),
    result: type<JobRecord>(),
  },
  'jobs.resume': {
    summary: 'Watches a detached or interrupted job again.',
    input: z.object({ id }),
    result: type<JobRecord>(),
  },
  // A start not confirmed: the organization's users read for its logins; the same upload sent again only after none.
  'jobs.checkStart': { summary: 'Checks an unconfirmed start.', input: z.object({ id }), result: type<StartCheck>() },
  'jobs.startAgain': {
    summary: 'Starts an unconfirmed job again.',
    input: z.object({ id }),
    result: type<JobRecord>(),
  },
  'jobs.remove': {
    summary: 'Forgets a finished job and its saved report.',
    input: z.object({ id }),
    result: type<JobRecord[]>(),
  },
  'jobs.report': {
    summary: 'The per-line report joined to the source rows (fetched from the server when not yet saved).',
    input: z.object({
      id,
      status: z.string().max(50).optional(),
      /** Only the lines whose outcome differs from the prediction kept with the job. */
      differing: z.boolean().optional(),
      ...paging,
    }),
    result: type<ReportPage>(),
  },
  'jobs.exportReceipt': {
    summary:
      "The job's receipt as JSON: file name, size and SHA-256, how it was read, mapping, options, predicted and real counts, server, times; no personal data.",
    input: z.object({ id }),
    result: type<ExportedFile>(),
  },
  'jobs.exportReport': {
    summary: 'The report as CSV (line, status, message, source values; never the password).',
    /** format: separator and BOM (German Excel wants semicolons and a BOM); commas, no BOM when absent. */
    input: z.object({ id, format: exportFormatSchema.optional() }),
    result: type<ExportedFile>(),
  },
  'jobs.exportFailedRows': {
    summary: 'The failed rows in the 5.34 layout, ready to fix and import again.',
    input: z.object({ id }),
    result: type<ExportedFile>(),
  },
  'jobs.exportUnreachedRows': {
    summary:
      'The upload rows a job never reached (the server aborted it half-way), in the 5.34 layout, ready to import again.',
    input: z.object({ id }),
    result: type<ExportedFile>(),
  },

  // Credential letters.
  'letters.savePdf': {
    summary:
      "The credential letters as one PDF (one A4 page each, the CLI's layout) for download: the pages as the app worded them; mode 0600, a new file.",
    input: lettersPdfInputSchema,
    result: type<ExportedFile>(),
  },

  // Devices (spec 4.6) and organization creation-wizard requests (spec 4.5).
  'devices.query': {
    summary: 'One page of devices for a filter and sort, with the total.',
    input: z.object({ ...profileRef, filter: deviceFilterSchema, sort: sortSchema, ...paging, channel }),
    result: type<QueryPage<ServerRecord>>(),
  },
  'devices.counts': {
    summary: 'Device counts per platform and per status for a filter.',
    input: z.object({ ...profileRef, filter: deviceFilterSchema, channel }),
    result: type<CountsByValue>(),
  },
  'devices.export': {
    summary: 'Starts exporting every matching device to CSV, page by page; progress comes as export.progress events.',
    input: z.object({
      ...profileRef,
      filter: deviceFilterSchema,
      sort: sortSchema,
      columns: z.array(z.string().max(100)).max(200),
      format: exportFormatSchema.optional(),
    }),
    result: type<{ exportId: string }>(),
  },
  'orgs.query': {
    summary: 'One page of organization creation-wizard requests, with the total.',
    input: z.object({ ...profileRef, filter: orgFilterSchema, sort: sortSchema, ...paging, channel }),
    result: type<QueryPage<ServerRecord>>(),
  },
  'orgs.export': {
    summary:
      'Starts exporting every matching creation-wizard request to CSV; progress comes as export.progress events.',
    input: z.object({
      ...profileRef,
      filter: orgFilterSchema,
      sort: sortSchema,
      columns: z.array(z.string().max(100)).max(200),
      format: exportFormatSchema.optional(),
    }),
    result: type<{ exportId: string }>(),
  },
  'exports.cancel': { summary: 'Cancels a running export.', input: z.object({ exportId: id }), result: type<void>() },

  // Small preferences kept by core, so that they survive restarts in every shell:
  // remembered column mappings, saved device views, recent files.
  'prefs.get': {
    summary: 'A stored preference (JSON, as shared/prefs.ts registers it), or null.',
    input: z.object({ key: prefKeySchema }),
    result: type<unknown>(),
  },
  'prefs.set': {
    summary: 'Stores a preference (JSON matching shared/prefs.ts, at most 1 MB); null removes it.',
    input: z.object({ key: prefKeySchema, value: z.json() }),
    result: type<void>(),
  },

  // Installed on workstations: the machine-wide policy, updates, diagnostics.
  'policy.get': {
    summary:
      'The machine-wide policy in force: the file looked at, what applies (its defaultLanguage is the language on first start) and what was wrong with the file.',
    input: noInput,
    result: type<PolicyState>(),
  },
  'updates.status': {
    summary: 'Where the app is with an update from the feed the policy names (off without one).',
    input: noInput,
    result: type<UpdateStatus>(),
  },
  'updates.install': {
    summary: 'Restarts the app into the downloaded update (only when the status is ready): the user chose to.',
    input: noInput,
    result: type<void>(),
  },
  'diagnostics.save': {
    summary:
      'Makes a zip for a support ticket: the log, versions, the policy in force and the profiles, without tokens, passwords or proxy credentials.',
    input: noInput,
    result: type<ExportedFile>(),
  },
} as const;

export const events = {
  /** The shell asks the renderer to show a section (menu items, notifications). */
  'app.navigate': type<{ route: Route }>(),
  /** Something the user should know that is not the answer to a call. */
  'app.notice': type<Notice>(),
  /** Profiles were added, changed, removed or the active one changed. */
  'profiles.changed': type<ProfilesState>(),
  /** A job's phase, upload bytes, server status or counts changed. */
  'jobs.updated': type<JobRecord>(),
  /** An export made progress, finished, failed or was cancelled. */
  'export.progress': type<ExportProgress>(),
  /** A dry run looked up another batch of names and e-mail addresses (to its caller alone). */
  'dryRun.progress': type<DryRunProgress>(),
  /** An update was found, downloaded, or failed (Electron with an update feed in the policy). */
  'updates.changed': type<UpdateStatus>(),
  /** A preference was stored or removed (null); the Electron menu follows `app.language` with it. */
  'prefs.changed': type<{ key: string; value: unknown }>(),
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
  code: ErrorCode;
  /**
   * The code's parameters: what its wording quotes (shared/errors/wording.ts) and what a
   * program branches on. No sentence: each shell words the code in its reader's language.
   * Never contains a token or a password.
   */
  details?: Record<string, unknown>;
}
export type RpcOutcome<T> = { ok: true; value: T } | { ok: false; error: RpcError };

type ArgsOf<M extends MethodName> =
  undefined extends MethodInput<M> ? [input?: MethodInput<M>] : [input: MethodInput<M>];
type NamespaceOf<K> = K extends `${infer N}.${string}` ? N : never;
type MemberOf<K, N extends string> = K extends `${N}.${infer M}` ? M : never;
type Join<N extends string, M extends string> = `${N}.${M}` & MethodName;

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
