import { describe, expect, it } from 'vitest';
import type { Command } from '../../../../electron/cli/command';
import { COMMANDS } from '../../../../electron/cli/commands/index';
import { UsageError } from '../../../../electron/cli/io';
import { runCli, takeVerbose } from '../../../../electron/cli/run-cli';
import { tempDir } from '../../../helpers/temp-dir';
import { memoryIo } from './memory-io';

const echo: Command = {
  name: 'echo',
  summary: 'prints its arguments',
  usage: 'Usage: mdm-admin echo WORDS...',
  async run(args, io) {
    if (args.length === 0) throw new UsageError('give at least one word');
    io.stdout.write(args.join(' ') + '\n');
    return 0;
  },
};

describe('mdm-admin', () => {
  it('lists exactly the commands that exist in --help', async () => {
    const io = memoryIo();
    expect(await runCli(['--help'], io)).toBe(0);
    for (const command of COMMANDS) expect(io.out()).toContain(command.name);
    const withEcho = memoryIo();
    await runCli(['--help'], withEcho, [echo]);
    expect(withEcho.out()).toMatch(/echo\s+prints its arguments/);
  });

  it('lists each command with the name and summary of the module it loads', async () => {
    for (const entry of COMMANDS) {
      const command = await entry.load();
      expect({ name: command.name, summary: command.summary }).toEqual({ name: entry.name, summary: entry.summary });
    }
  });

  it('prints the version', async () => {
    const io = memoryIo();
    expect(await runCli(['--version'], io)).toBe(0);
    expect(io.out()).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('runs a command, shows its usage on --help, and exits 2 with the usage on a wrong call', async () => {
    const ok = memoryIo();
    expect(await runCli(['echo', 'a', 'b'], ok, [echo])).toBe(0);
    expect(ok.out()).toBe('a b\n');
    const help = memoryIo();
    expect(await runCli(['echo', '--help'], help, [echo])).toBe(0);
    expect(help.out()).toContain('Usage: mdm-admin echo');
    const wrong = memoryIo();
    expect(await runCli(['echo'], wrong, [echo])).toBe(2);
    expect(wrong.err()).toContain('give at least one word');
    expect(wrong.err()).toContain('Usage: mdm-admin echo');
  });

  it('exits 2 and names an unknown command', async () => {
    const io = memoryIo();
    expect(await runCli(['frobnicate'], io)).toBe(2);
    expect(io.err()).toContain('unknown command "frobnicate"');
  });

  it('takes --verbose anywhere before --, and passes the rest on', () => {
    expect(takeVerbose(['--verbose', 'devices', '--all'])).toEqual({ args: ['devices', '--all'], verbose: true });
    expect(takeVerbose(['devices', '--verbose'])).toEqual({ args: ['devices'], verbose: true });
    expect(takeVerbose(['echo', '--', '--verbose'])).toEqual({ args: ['echo', '--', '--verbose'], verbose: false });
    expect(takeVerbose(['devices'])).toEqual({ args: ['devices'], verbose: false });
  });

  it('--verbose writes the log lines to stderr, redacted, and nothing without it', async () => {
    const token = '9f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
    const env = { MDM_ADMIN_HOME: tempDir('mdm-verbose-'), MDM_TOKEN: token };
    const add = ['profiles', 'add', 'school', '--base-url', 'http://127.0.0.1:9', '--kind', 'organization'];
    const quiet = memoryIo(env);
    expect(await runCli(add, quiet)).toBe(0);
    expect(quiet.err()).toBe('');
    // A connection test against a closed port: the failed call is logged with its code.
    const verbose = memoryIo(env);
    expect(await runCli(['--verbose', 'profiles', 'test', 'school'], verbose)).toBe(5);
    const lines = verbose.err().split('\n');
    expect(lines.find((line) => / INFO {2}start: MDM Admin .*, cli shell/.test(line))).toBeDefined();
    expect(lines.find((line) => / WARN {2}api queryDevices failed .*: (refused|unreachable)/.test(line))).toBeDefined();
    expect(verbose.err()).not.toContain(token);
    expect(verbose.out()).not.toContain(token);
  });
});
