/**
 * Core's public face: everything a shell (electron/main, electron/preload, electron/web,
 * electron/cli) may use of core, and nothing else; a lint rule keeps the shells to it.
 * Shells build their core with `createCore` (the one composition root), call the contract
 * with a caller, use the services for what the command line does beyond the contract, and
 * implement the ports (secret store, settings store) where their runtime offers better.
 */
export { createCore } from './create-core';
export type { Core, CoreOptions, StoreSupport, UpdatesPort } from './create-core';
export { cliCaller, electronCaller, electronMainCaller, webCaller } from './caller';
export type { Caller } from './caller';
export { AppError } from './errors';
export type { ErrorCode } from '../../shared/errors/error-code';
export type { EventBus, EventSink } from './events';
export { defaultDataDir } from './data-dir';
export { APP_NAME, APP_VERSION } from './app-version';

// Ports a shell may implement, and the helpers their implementations share.
export type { SecretStore } from './secrets/secret-store';
export type { SettingsStore } from './prefs/settings-store';
export { checkPrefSize } from './prefs/settings-store';
export { jsonFile, parseProblem } from './store/json-file';
export type { DamagedFile } from './store/json-file';

// What the shells serve: the renderer's files, under the app's Content-Security-Policy, and files made for download.
export { contentSecurityPolicy } from './content-security-policy';
export { mimeType, resolveRendererFile } from './renderer-files';
export { attachmentHeader } from './files/file-store';
export type { FileStore, StoredFile } from './files/file-store';

// The services' types the command line speaks in.
export type { ConnectionOverrides, ConnectionService, OpenTarget, ResolvedConnection } from './connections/connections';
export type { JobsService, StartImport } from './jobs/jobs-service';
export type { DryRunService } from './dry-run/dry-run-service';
export { lookUpUsers } from './dry-run/user-lookup';
export { readPersonKeys } from './dry-run/person-keys';
export type { KeyedAccount } from './dry-run/person-keys';
export type { KnownUsers } from './dry-run/user-lookup';
export type { FoundUser } from './api/api-client';
export { organizationPolicy } from './password-policy/organization-policy';
export type { UploadStaging } from './uploads/upload-staging';
export type { ProfilesService } from './profiles/profiles-service';
export type { QueryService, DeviceQuery, OrgQuery, Walk } from './queries/query-service';
export { streamSink } from './files/text-sink';
export type { TextSink } from './files/text-sink';
export { writeCsvRecords, writeJsonRecords } from './queries/record-output';
export { cellText } from './queries/csv';
export { createLettersPdf, LettersPdfError } from './letters/letters-pdf';
export type { LettersPdf, LettersPdfFailure, LettersPdfInfo } from './letters/letters-pdf';

// How API clients reach their servers: the proxy port, the shells' two implementations, the policy's.
export type { ProxyResolver, ProxyRoute } from './network/proxy-route';
export { environmentProxy } from './network/environment-proxy';
export { pacProxy } from './network/pac-proxy';
export { policyProxy } from './network/policy-proxy';

// The machine-wide policy IT deploys (docs/policy.md).
export { loadPolicy, parsePolicyText } from './machine-policy/load-policy';
export type { LoadedPolicy } from './machine-policy/load-policy';
export { POLICY_PATH_VARIABLE, policyFilePath } from './machine-policy/policy-path';

// The log: a port (where lines go) and the app's rotating file.
export type { Logger, LogWriter } from './diagnostics/logger';
export { LOG_DIR, openLogFile } from './diagnostics/log-file';
