import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../../electron/core/diagnostics/logger';

const at = () => new Date('2025-03-01T10:00:00.000Z');

function recording() {
  const lines: string[] = [];
  return { lines, writer: { write: (line: string) => void lines.push(line) } };
}

describe('core’s logger', () => {
  it('writes one timestamped line per entry, with its level, to every writer', () => {
    const a = recording();
    const b = recording();
    const log = createLogger([a.writer, b.writer], { clock: at });
    log.info('start: MDM Admin');
    log.warn('two\nlines');
    log.error('boom');
    log.debug('detail');
    expect(a.lines).toEqual([
      '2025-03-01T10:00:00.000Z INFO  start: MDM Admin',
      '2025-03-01T10:00:00.000Z WARN  two | lines',
      '2025-03-01T10:00:00.000Z ERROR boom',
      '2025-03-01T10:00:00.000Z DEBUG detail',
    ]);
    expect(b.lines).toEqual(a.lines);
  });

  it('takes out a token it was told about wherever it appears, and secret-shaped values it was not', () => {
    const { lines, writer } = recording();
    const log = createLogger([writer], { clock: at });
    log.addSecret('plain-token-4711');
    log.addSecret('abc'); // too short to tell from words: ignored
    log.info('profile test with plain-token-4711 failed; password=hunter2; via http://jane:s3cret@proxy:3128');
    log.info('abc stays');
    expect(lines[0]).toBe(
      '2025-03-01T10:00:00.000Z INFO  profile test with [redacted] failed; password=[redacted]; via http://[redacted]@proxy:3128',
    );
    expect(lines[1]).toContain('abc stays');
    expect(log.redact('x plain-token-4711 y')).toBe('x [redacted] y');
  });

  it('a writer that throws loses its line, not the others’ or the caller’s', () => {
    const { lines, writer } = recording();
    const log = createLogger(
      [
        {
          write: () => {
            throw new Error('disk full');
          },
        },
        writer,
      ],
      { clock: at },
    );
    expect(() => log.info('still here')).not.toThrow();
    expect(lines).toHaveLength(1);
  });

  it('lists the files its writers keep', () => {
    const log = createLogger([{ write: () => undefined, files: () => ['/a.log', '/a.log.1'] }, recording().writer]);
    expect(log.files()).toEqual(['/a.log', '/a.log.1']);
  });
});
