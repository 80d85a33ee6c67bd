import { parseArgs } from 'node:util';
import { startDemoServer } from '../../demo-server/index';
import { DEFAULT_DEVICES, DEFAULT_JOB_RATE } from '../../demo-server/index';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';

const usage = `Usage: mdm-admin demo-server [--port N] [--devices N] [--seed N] [--org-token T]
           [--admin-token T] [--job-rate LINES_PER_SECOND] [--dialect spec|management]

Runs a local demo of the service's REST API on 127.0.0.1 with in-memory, seeded data,
until Ctrl+C. Prints "listening on http://127.0.0.1:PORT" first, then the organization
administrator's and the system administrator's access tokens (generated unless given).

Options:
  --port N            port to listen on (default: any free port)
  --devices N         number of seeded devices (default ${DEFAULT_DEVICES})
  --seed N            seed of the demo data (default 1)
  --org-token T       the organization administrator's token
  --admin-token T     the system administrator's token
  --job-rate N        lines per second an import job processes (default ${DEFAULT_JOB_RATE}; 0 = as fast as possible)
  --dialect D         spec (the specification's paths, default) or management (a 26.x server's paths)`;

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

export const demoServerCommand: Command = {
  name: 'demo-server',
  summary: 'run a local demo of the service API (seeded users, devices, organization requests)',
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
        'org-token': { type: 'string' },
        'admin-token': { type: 'string' },
        'job-rate': { type: 'string' },
        dialect: { type: 'string' },
      },
    });
    const dialect = values.dialect ?? 'spec';
    if (dialect !== 'spec' && dialect !== 'management')
      throw new UsageError(`--dialect must be spec or management, got ${JSON.stringify(dialect)}`);
    for (const option of ['org-token', 'admin-token'] as const) {
      if (values[option] !== undefined && values[option].trim() === '')
        throw new UsageError(`--${option} must not be empty`);
    }
    const port = integer(values.port, 'port', 0, 65_535);
    const devices = integer(values.devices, 'devices', 0, 1_000_000);
    const seed = integer(values.seed, 'seed', 0, 2 ** 32 - 1);
    const jobRate = integer(values['job-rate'], 'job-rate', 0);
    const server = await startDemoServer({
      dialect,
      ...(port !== undefined ? { port } : {}),
      ...(devices !== undefined ? { devices } : {}),
      ...(seed !== undefined ? { seed } : {}),
      ...(jobRate !== undefined ? { jobRate } : {}),
      ...(values['org-token'] ? { orgToken: values['org-token'] } : {}),
      ...(values['admin-token'] ? { adminToken: values['admin-token'] } : {}),
    });
    io.stdout.write(`listening on ${server.url}\n`);
    // The tokens are the demo's own, printed on purpose: they are how a user signs in to it.
    io.stdout.write(`organization administrator token: ${server.orgToken}\n`);
    io.stdout.write(`system administrator token: ${server.adminToken}\n`);
    io.stdout.write(`dialect: ${dialect}; seeded users: jdoe, asmith, mmustermann; press Ctrl+C to stop\n`);
    await new Promise<void>((resolve) => {
      if (io.signal.aborted) resolve();
      else io.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    await server.close();
    io.stderr.write('demo server stopped\n');
    return EXIT.ok;
  },
};
