import { describe, expect, it } from 'vitest';
import { loggedClient } from '../../../../../electron/core/diagnostics/logged-client';
import { createLogger } from '../../../../../electron/core/diagnostics/logger';
import { AppError } from '../../../../../electron/core/errors';

function setup() {
  const lines: string[] = [];
  const log = createLogger([{ write: (line) => void lines.push(line) }]);
  const client = {
    closed: false,
    async queryDevices(query: { filter: string }) {
      if (query.filter === 'busy') throw new AppError('http-status', { status: 503 });
      if (query.filter === 'newer') throw new AppError('cancelled');
      return { results: [], total: 0 };
    },
    dialect: () => 'spec' as const,
    async close() {
      this.closed = true;
    },
  };
  return { lines, client, logged: loggedClient(client, log, 'profile p1') };
}

describe('loggedClient', () => {
  it('logs each operation: ok at debug, a failure with its code and HTTP status, never its arguments', async () => {
    const { lines, logged } = setup();
    await logged.queryDevices({ filter: 'Anna Alt' });
    await expect(logged.queryDevices({ filter: 'busy' })).rejects.toMatchObject({ code: 'http-status' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatch(/ DEBUG api queryDevices ok in \d+ ms \(profile p1\)$/);
    expect(lines[1]).toMatch(
      / WARN {2}api queryDevices failed after \d+ ms \(profile p1\): http-status HTTP 503 \{"status":503\}$/,
    );
    expect(lines.join('\n')).not.toContain('Anna Alt');
  });

  it('a cancelled call is not a warning; close and dialect pass straight through', async () => {
    const { lines, logged, client } = setup();
    await expect(logged.queryDevices({ filter: 'newer' })).rejects.toMatchObject({ code: 'cancelled' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([expect.stringMatching(/ DEBUG api queryDevices failed .*cancelled/)]);
    expect(logged.dialect()).toBe('spec');
    await logged.close();
    expect(client.closed).toBe(true);
    expect(lines).toHaveLength(1);
  });

  it("logs the dry run's lookups and the policy read by name only: no searched name, e-mail or token", async () => {
    const lines: string[] = [];
    const log = createLogger([{ write: (line) => void lines.push(line) }]);
    log.addSecret('secret-token-1234');
    const client = {
      async queryUsers(query: { searches: string[] }, call?: { signal?: AbortSignal }) {
        void call;
        if (query.searches.includes('fail@example.com')) throw new AppError('unauthorized', { status: 401 });
        return { results: [{ name: 'anna.alt', email: 'anna@example.com' }], total: 1 };
      },
      async readPasswordPolicy() {
        return { minimumPasswordLength: 10 };
      },
    };
    const logged = loggedClient(client, log, 'profile p1');
    await logged.queryUsers({ searches: ['anna.alt', 'anna@example.com'] });
    await expect(logged.queryUsers({ searches: ['fail@example.com'] })).rejects.toMatchObject({ code: 'unauthorized' });
    expect(await logged.readPasswordPolicy()).toEqual({ minimumPasswordLength: 10 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatch(/ DEBUG api queryUsers ok in \d+ ms \(profile p1\)$/);
    expect(lines[1]).toMatch(/ WARN {2}api queryUsers failed after \d+ ms \(profile p1\): unauthorized HTTP 401/);
    expect(lines[2]).toMatch(/ DEBUG api readPasswordPolicy ok in \d+ ms/);
    const all = lines.join('\n');
    for (const value of ['anna.alt', 'anna@example.com', 'fail@example.com', 'secret-token-1234'])
      expect(all).not.toContain(value);
  });
});
