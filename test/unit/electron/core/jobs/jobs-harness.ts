/**
 * The jobs service as its tests use it: a fresh data folder per test, services made over the
 * fake server and clock (fakes.ts) and disposed after each test, one worker thread per file,
 * and readers of what the service left on disk. Imported by a test file, its hooks are that
 * file's.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { createJobsService } from '../../../../../electron/core/jobs/jobs-service';
import type { JobsService } from '../../../../../electron/core/jobs/jobs-service';
import { createCoreWork } from '../../../../../electron/core/work/core-work';
import type { EventBus } from '../../../../../electron/core/events';
import type { JobRecord } from '../../../../../shared/models/job';
import { createFakeClock, createFakeServer, demoProfile, demoRef, recordEvents, uploadFile } from './fakes';
import { startImport } from '../../../../helpers/start-import';
import type { ImportInput } from '../../../../helpers/start-import';
import type { FakeServerOptions } from './fakes';

/** The data folder of the running test (a fresh one per test). */
export let dataDir: string;
export const services: JobsService[] = [];
// One worker thread for every service of this file (each would start its own otherwise).
export const work = createCoreWork();
afterAll(() => work.dispose());

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mdm-jobs-'));
});
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()));
  await rm(dataDir, { recursive: true, force: true });
});

export function setup(serverOptions: FakeServerOptions = {}, poll = {}) {
  const server = createFakeServer(serverOptions);
  return { server, ...makeService(server, poll) };
}

export function makeService(server: ReturnType<typeof createFakeServer>, poll = {}) {
  const clock = createFakeClock();
  const recorded = recordEvents();
  const service = createJobsService({
    dataDir,
    events: recorded.events,
    clientFor: async () => ({ client: server.client, profile: demoProfile, ref: demoRef }),
    clock,
    poll,
    work,
  });
  services.push(service);
  buses.set(service, recorded.events);
  return { service, clock, ...recorded };
}

const buses = new WeakMap<JobsService, EventBus>();

/**
 * Resolves with the job once `ok` holds for it: checked at once, then at each of its
 * updates (the service's events), so that a test waits on what happens, never on time.
 */
export function untilJob(service: JobsService, id: string, ok: (job: JobRecord) => boolean): Promise<JobRecord> {
  const bus = buses.get(service);
  if (!bus) throw new Error('untilJob: a service made by this harness');
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (job: JobRecord) => {
      done = true;
      unsubscribe();
      resolve(job);
    };
    const unsubscribe = bus.subscribe((event, payload) => {
      const job = payload as JobRecord;
      if (!done && event === 'jobs.updated' && job.id === id && ok(job)) finish(job);
    });
    service.get({ id }).then((job) => {
      if (!done && ok(job)) finish(job);
    }, reject);
  });
}

export const failEvery3rd: FakeServerOptions['outcome'] = (values, line) =>
  line % 3 === 0
    ? { status: 'FAILED', message: 'The number of data fields does not match the number of headers.' }
    : line % 3 === 1
      ? { status: 'SKIPPED', message: `User ${values.name} should not be overwritten.` }
      : { status: 'SUCCESS', message: 'User stored with version 1.' };

export const options = { overwrite: false, roles: [] as string[], separator: 'COMMA' as const };

/**
 * Starts an import of `rows` generated users (fakes.ts uploadFile) as `u.csv` with `options`,
 * the upload being its own source (no line map); `input` adds to it or overrides it.
 */
export function startUsers(
  service: Pick<JobsService, 'uploads' | 'start'>,
  rows: number,
  input: Partial<ImportInput> = {},
): ReturnType<JobsService['start']> {
  return startImport(service, { fileName: 'u.csv', content: uploadFile(rows).content, lineMap: [], options, ...input });
}

/** Every file under the jobs folder, by path relative to it (binary files read as latin1: a password shows either way). */
export async function jobFiles(): Promise<Map<string, string>> {
  const entries = await readdir(join(dataDir, 'jobs'), { recursive: true, withFileTypes: true });
  const files = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = join(entry.parentPath, entry.name);
    files.set(relative(join(dataDir, 'jobs'), path), await readFile(path, 'latin1'));
  }
  return files;
}

export async function allFileText(): Promise<string> {
  return [...(await jobFiles()).values()].join('\n');
}

/** The files under the jobs folder that hold any of the passwords. */
export async function filesWithPasswords(passwords: string[]): Promise<string[]> {
  const files = await jobFiles();
  return [...files.keys()].filter((name) => passwords.some((p) => files.get(name)!.includes(p))).sort();
}
