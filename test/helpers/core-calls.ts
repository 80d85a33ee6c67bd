/**
 * Contract calls an integration test makes on a core (createCore) as a set-up step that must
 * succeed: `ok` answers the value or throws with the call's error, `stageText` stages a whole
 * upload as the shells do (begin, one append, finish with its line map), and the school's
 * connection to a demo server is saved.
 */
import type { Core } from '../../electron/core/create-core';
import type { DemoServer } from '../../electron/demo-server/index';
import type { JobRecord } from '../../shared/models/job';
import type { ProfileView } from '../../shared/models/profile';
import { TEST_CALLER } from './caller';

/** The value of `method`, or an Error naming the method and carrying the error's code and details. */
export async function ok<T>(core: Core, method: string, input?: unknown): Promise<T> {
  const outcome = await core.call(method, input, TEST_CALLER);
  if (!outcome.ok) throw Object.assign(new Error(`${method}: ${JSON.stringify(outcome.error)}`), outcome.error);
  return outcome.value as T;
}

export interface StagedText {
  fileName?: string;
  /** lineMap[i]: the source line of upload record i; empty when the upload is the source. */
  lineMap?: readonly number[];
  /** The lines the comparison left out of the upload, handed over with it. */
  leftOut?: unknown;
}

/** Stages `text` as one upload (`u.csv` unless named) and answers its uploadId. */
export async function stageText(
  core: Core,
  text: string,
  { fileName = 'u.csv', lineMap = [], leftOut }: StagedText = {},
): Promise<string> {
  const { uploadId } = await ok<{ uploadId: string }>(core, 'uploads.begin', { fileName });
  await ok(core, 'uploads.append', { uploadId, offset: 0, bytes: new TextEncoder().encode(text) });
  await ok(core, 'uploads.finish', { uploadId, lineMap: Uint32Array.from(lineMap), ...(leftOut ? { leftOut } : {}) });
  return uploadId;
}

/**
 * Stages `text` and runs its dry run compared with the organization's users, the ones the
 * file does not name (the leavers) included; answers the uploadId, which is the dry run's id.
 */
export async function stagedAndCompared(core: Core, profileId: string, text: string): Promise<string> {
  const uploadId = await stageText(core, text);
  await ok(core, 'dryRun.run', { profileId, uploadId, separator: 'COMMA', compare: { notInFile: true } });
  return uploadId;
}

/** Saves the organization connection "School" to `server` with its organization token. */
export function saveSchoolProfile(core: Core, server: Pick<DemoServer, 'url' | 'orgToken'>): Promise<ProfileView> {
  return ok<ProfileView>(core, 'profiles.save', {
    profile: { name: 'School', baseUrl: server.url, kind: 'organization' },
    token: server.orgToken,
  });
}

/**
 * Starts the job of a staged and compared upload (stagedAndCompared), overwriting, with its
 * last part deactivating the users the file does not name.
 */
export function startWithLeavers(core: Core, profileId: string, uploadId: string): Promise<JobRecord> {
  return ok<JobRecord>(core, 'import.start', {
    profileId,
    fileName: 'u.csv',
    uploadId,
    options: { overwrite: true, roles: [], separator: 'COMMA' },
    dryRunId: uploadId,
    deactivate: {},
  });
}
