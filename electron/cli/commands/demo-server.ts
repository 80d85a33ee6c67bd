import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_DEVICES,
  DEFAULT_JOB_RATE,
  DEFAULT_MAX_UPLOAD_BYTES,
  FAULT_KINDS,
  FLAG_COLUMNS,
  parseFaultSpec,
  parsePasswordPolicy,
  parseSeedUsersCsv,
  startDemoServer,
} from '../../demo-server/index';
import type { DemoServerOptions, FlagColumn } from '../../demo-server/index';
import type { Command } from '../command';
import type { CliIo } from '../io';
import { EXIT, UsageError } from '../io';

const usage = `Usage: mdm-admin demo-server [--port N] [--devices N] [--seed N] [--organizations N]
           [--org-token T] [--admin-token T] [--token-expires-at ISO]
           [--job-rate LINES_PER_SECOND] [--dialect spec|management] [--envelope management|legacy]
           [--users FILE.csv] [--password-policy FILE.json] [--max-upload-bytes N]
           [--page-cap N] [--forget-jobs-after SECONDS] [--fault ENDPOINT:KIND[:COUNT]]...
           [--ignore-column activated|passwordChangeRequired]...

Runs a local demo of the service's REST API on 127.0.0.1 with in-memory, seeded data,
until Ctrl+C. Prints "listening on http://127.0.0.1:PORT" first, then the organization
administrator's and the system administrator's access tokens (generated unless given),
then one line per organization: its UUID, its name and its own administrator's token.

Options:
  --port N              port to listen on (default: any free port)
  --devices N           seeded devices per organization (default ${DEFAULT_DEVICES}, at most 1000000)
  --seed N              seed of the demo data (default 1): the same seed gives the same world
  --organizations N     organizations to seed (default 1), each with its own users, devices
                        and jobs. A call chooses one with tenantOrganizationUuid=UUID (query or
                        header); none: the token's own. The organization administrator's token
                        may act in every one, each organization's own token only in its own
  --org-token T         the (first) organization administrator's token
  --admin-token T       the system administrator's token
  --token-expires-at ISO  every token expires then (ISO 8601, e.g. 2026-03-01T12:00:00Z): later
                        calls get 401 ACCESS_TOKEN_EXPIRED with the expiration date
  --job-rate N          lines per second an import job processes (default ${DEFAULT_JOB_RATE}; 0 = as fast as possible)
  --dialect D           spec (the specification's paths, default) or management (a 26.x server's paths)
  --envelope E          management (default: {status, message, errors, total, results}) or
                        legacy (lists as {items, nonpagedCount}, integer status, as 2016-era servers)
  --users FILE.csv      extra users of the first organization (columns name, email, givenName,
                        surName, phone, position), e.g. old0..old9 for a dry run
  --password-policy FILE.json  the policy imports must satisfy: a JSON object of
                        minimumPasswordLength, maximumPasswordLength, minimumNumbersOfDigits,
                        minimumNumbersOfLowerCaseLetters, minimumNumbersOfUpperCaseLetters,
                        requiredNumbersOfSymbols, allowSimplePassword (default: minimum length 8)
  --max-upload-bytes N  upload size limit (default ${DEFAULT_MAX_UPLOAD_BYTES}); larger uploads get 413
  --page-cap N          the most entries any page of any list returns, whatever limit was asked;
                        total stays the full count
  --forget-jobs-after S an import job older than S seconds is gone: reading it or its report
                        answers 404 CSV_IMPORT_JOB_DOES_NOT_EXIST
  --fault SPEC          trouble on demand, repeatable: ENDPOINT:KIND[:COUNT], ENDPOINT an
                        operation id (uploadUsersCsv, startUserImport, readImportJob,
                        queryImportReport, queryCreationWizardRequests, queryDevices, queryUsers,
                        readPasswordPolicy) or * for all, COUNT the calls it applies to (default
                        all). Kinds: ${FAULT_KINDS}.
                        e.g. --fault queryDevices:latency=2000 --fault readImportJob:503:2
  --ignore-column C     a server that reads the import column C (activated or
                        passwordChangeRequired) and does not store it, as a real server may;
                        repeatable`;

function integer(
  value: string | undefined,
  option: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`--${option} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

async function readOptionFile(io: CliIo, option: string, file: string): Promise<string> {
  try {
    return await readFile(path.resolve(io.cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`--${option}: cannot read ${file}: ${(error as Error).message}`);
  }
}

/** Runs `parse`, turning its complaint into a usage error. */
function usageOf<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export const demoServerCommand: Command = {
  name: 'demo-server',
  summary: 'run a local demo of the service API (seeded organizations, users, devices; faults on demand)',
  usage,
  async run(args, io) {
    const { values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        devices: { type: 'string' },
        seed: { type: 'string' },
        organizations: { type: 'string' },
        'org-token': { type: 'string' },
        'admin-token': { type: 'string' },
        'token-expires-at': { type: 'string' },
        'job-rate': { type: 'string' },
        dialect: { type: 'string' },
        envelope: { type: 'string' },
        users: { type: 'string' },
        'password-policy': { type: 'string' },
        'max-upload-bytes': { type: 'string' },
        'page-cap': { type: 'string' },
        'forget-jobs-after': { type: 'string' },
        fault: { type: 'string', multiple: true },
        'ignore-column': { type: 'string', multiple: true },
      },
    });
    const dialect = values.dialect ?? 'spec';
    if (dialect !== 'spec' && dialect !== 'management')
      throw new UsageError(`--dialect must be spec or management, got ${JSON.stringify(dialect)}`);
    const envelope = values.envelope ?? 'management';
    if (envelope !== 'management' && envelope !== 'legacy')
      throw new UsageError(`--envelope must be management or legacy, got ${JSON.stringify(envelope)}`);
    for (const option of ['org-token', 'admin-token'] as const) {
      if (values[option] !== undefined && values[option].trim() === '')
        throw new UsageError(`--${option} must not be empty`);
    }
    const options: DemoServerOptions = { dialect, envelope };
    const port = integer(values.port, 'port', 0, 65_535);
    const devices = integer(values.devices, 'devices', 0, 1_000_000);
    const seed = integer(values.seed, 'seed', 0, 2 ** 32 - 1);
    const organizations = integer(values.organizations, 'organizations', 1, 1_000);
    const jobRate = integer(values['job-rate'], 'job-rate', 0);
    const maxUploadBytes = integer(values['max-upload-bytes'], 'max-upload-bytes', 1);
    const pageCap = integer(values['page-cap'], 'page-cap', 1);
    const forget = integer(values['forget-jobs-after'], 'forget-jobs-after', 0);
    if (port !== undefined) options.port = port;
    if (devices !== undefined) options.devices = devices;
    if (seed !== undefined) options.seed = seed;
    if (organizations !== undefined) options.organizations = organizations;
    if (jobRate !== undefined) options.jobRate = jobRate;
    if (maxUploadBytes !== undefined) options.maxUploadBytes = maxUploadBytes;
    if (pageCap !== undefined) options.pageCap = pageCap;
    if (forget !== undefined) options.forgetJobsAfterSeconds = forget;
    if (values['org-token']) options.orgToken = values['org-token'];
    if (values['admin-token']) options.adminToken = values['admin-token'];
    const expires = values['token-expires-at'];
    if (expires !== undefined) {
      if (!Number.isFinite(Date.parse(expires)))
        throw new UsageError(
          `--token-expires-at must be an ISO 8601 date-time (e.g. 2026-03-01T12:00:00Z), got ${JSON.stringify(expires)}`,
        );
      options.tokenExpiresAt = expires;
    }
    const ignored = values['ignore-column'] ?? [];
    for (const column of ignored) {
      if (!(FLAG_COLUMNS as readonly string[]).includes(column))
        throw new UsageError(
          `--ignore-column must be one of ${FLAG_COLUMNS.join(', ')}, got ${JSON.stringify(column)}`,
        );
    }
    if (ignored.length > 0) options.ignoreColumns = ignored as FlagColumn[];
    options.faults = (values.fault ?? []).map((spec) => usageOf(() => parseFaultSpec(spec)));
    if (values.users !== undefined) {
      const text = await readOptionFile(io, 'users', values.users);
      options.users = usageOf(() => parseSeedUsersCsv(text, values.users!));
    }
    if (values['password-policy'] !== undefined) {
      const file = values['password-policy'];
      const text = await readOptionFile(io, 'password-policy', file);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new UsageError(`--password-policy: ${file} is not JSON: ${(error as Error).message}`);
      }
      options.passwordPolicy = usageOf(() => parsePasswordPolicy(json, `--password-policy ${file}`));
    }
    const server = await startDemoServer(options).catch((error: unknown) => {
      throw new UsageError((error as Error).message);
    });
    io.stdout.write(`listening on ${server.url}\n`);
    // The tokens are the demo's own, printed on purpose: they are how a user signs in to it.
    io.stdout.write(`organization administrator token: ${server.orgToken}\n`);
    io.stdout.write(`system administrator token: ${server.adminToken}\n`);
    server.organizations.forEach((org, i) =>
      io.stdout.write(
        `organization ${org.uuid} ${org.name} (${org.fullName}); ${i === 0 ? "the organization administrator's own" : `its administrator's token: ${org.token}`}\n`,
      ),
    );
    const extras = [
      `dialect: ${dialect}`,
      envelope === 'legacy' ? 'envelope: legacy' : '',
      pageCap !== undefined ? `page cap: ${pageCap}` : '',
      options.faults.length > 0 ? `faults: ${(values.fault ?? []).join(' ')}` : '',
      ignored.length > 0 ? `ignored import columns: ${ignored.join(', ')}` : '',
      `seeded users: jdoe, asmith, mmustermann${options.users?.length ? ` and ${options.users.length} more` : ''}`,
    ].filter(Boolean);
    io.stdout.write(`${extras.join('; ')}; press Ctrl+C to stop\n`);
    await new Promise<void>((resolve) => {
      if (io.signal.aborted) resolve();
      else io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await server.close();
    io.stderr.write('demo server stopped\n');
    return EXIT.ok;
  },
};
