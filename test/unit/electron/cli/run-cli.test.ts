import { describe, expect, it } from 'vitest';
import type { Command } from '../../../../electron/cli/command';
import { COMMANDS } from '../../../../electron/cli/commands/index';
import { UsageError } from '../../../../electron/cli/io';
import { runCli } from '../../../../electron/cli/run-cli';
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
});
