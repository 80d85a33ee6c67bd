/**
 * A CLI integration test's world, fresh for each test: a demo server, an MDM_ADMIN_HOME and a
 * working folder (both removed after it), and `cli(args)` running the command line in them
 * with the organization administrator's token, in English unless `env` says otherwise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { runCli } from '../../electron/cli/run-cli';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer, DemoServerOptions } from '../../electron/demo-server/index';
import { memoryIo } from '../unit/electron/cli/memory-io';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export interface CliWorld {
  readonly server: DemoServer;
  readonly home: string;
  readonly work: string;
  /** Runs `mdm-admin ARGS` in the working folder. */
  cli(args: string[], env?: Record<string, string>): Promise<CliRun>;
  /** A user of the first organization as the demo server holds it. */
  user(name: string): ReturnType<DemoServer['state']['users']['get']>;
}

/** Registers the world's setup and clean-up around each test of the calling file (or describe block). */
export function cliWorld(
  options: DemoServerOptions,
  setup: { prefix: string; env?: Record<string, string> },
): CliWorld {
  let server: DemoServer | undefined;
  let home = '';
  let work = '';
  beforeEach(async () => {
    server = await startDemoServer(options);
    home = await mkdtemp(path.join(tmpdir(), `${setup.prefix}-home-`));
    work = await mkdtemp(path.join(tmpdir(), `${setup.prefix}-work-`));
  });
  afterEach(async () => {
    await server?.close();
    await rm(home, { recursive: true, force: true });
    await rm(work, { recursive: true, force: true });
  });
  const world: CliWorld = {
    get server() {
      if (!server) throw new Error('The demo server starts before each test.');
      return server;
    },
    get home() {
      return home;
    },
    get work() {
      return work;
    },
    async cli(args, env = {}) {
      const vars = {
        MDM_ADMIN_HOME: home,
        MDM_TOKEN: world.server.orgToken,
        LANG: 'en_US.UTF-8',
        ...setup.env,
        ...env,
      };
      const io = memoryIo(vars, work);
      const code = await runCli(args, io);
      return { code, out: io.out(), err: io.err() };
    },
    user: (name) => world.server.state.users.get(name),
  };
  return world;
}
