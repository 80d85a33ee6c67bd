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
      if (query.filter === 'busy') throw new AppError('http-status', 'The server answered 503.', { status: 503 });
      if (query.filter === 'newer') throw new AppError('cancelled', 'A newer query replaced this one.');
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
      / WARN {2}api queryDevices failed after \d+ ms \(profile p1\): http-status HTTP 503: The server answered 503\.$/,
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
});
