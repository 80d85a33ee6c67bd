import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DuplicateIndex } from '../../../../shared/users-csv/duplicate-index';
import { DuplicateLog } from '../../../../shared/users-csv/duplicate-log';
import type { LoggedDuplicate } from '../../../../shared/users-csv/duplicate-log';

/** The plain definition: a Map from the trimmed, lower-cased value to the first line that had it. */
function reference(values: readonly string[]): Array<Omit<LoggedDuplicate, 'tag'>> {
  const first = new Map<string, number>();
  const out: Array<Omit<LoggedDuplicate, 'tag'>> = [];
  values.forEach((v, i) => {
    const key = v.trim().toLowerCase();
    if (key === '') return;
    const f = first.get(key);
    if (f === undefined) first.set(key, i + 2);
    else out.push({ line: i + 2, first: f, key });
  });
  return out;
}

/** Logs the values in runs of `run` (as RecordValidator does), keeping every candidate the filter names. */
function logAll(values: readonly string[], run: number, filterBits?: number): DuplicateLog {
  const log = new DuplicateLog(filterBits);
  for (let from = 0; from < values.length; from += run) {
    const entries: number[] = [];
    const start = log.count;
    for (let k = from; k < Math.min(values.length, from + run); k++) if (log.add(values[k]!, k + 2)) entries.push(k);
    log.sift(start, (entry) => {
      const k = entries[entry - start]!;
      log.keep(entry, values[k]!, 1000 + k);
    });
  }
  return log;
}

describe('DuplicateLog', () => {
  const char = fc.constantFrom('a', 'A', 'b', 'ä', 'Ä', 'ß', ' ', '\t', '.', '@', 'Σ', 'σ', 'İ', '\u3000');
  const value = fc.oneof(
    fc.array(char, { maxLength: 4 }).map((cs) => cs.join('')),
    fc.nat(50).map((n) => ` User.${n}@X.de`),
    fc.nat(50).map((n) => `user.${n}@x.DE `),
  );

  it('finds exactly the duplicates a Map of trimmed, lower-cased keys finds, each naming its first line', () => {
    // Small filters too: they grow, and raise many false alarms on the way.
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 800 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 5, max: 24 }),
        (values, run, bits) => {
          const found = logAll(values, run, bits).duplicates();
          expect(found.map(({ line, first, key }) => ({ line, first, key }))).toEqual(reference(values));
          // Each duplicate carries the tag its value was kept with.
          for (const d of found) expect(d.tag).toBe(1000 + d.line - 2);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds every duplicate and no false one among many keys, across filter growth', () => {
    const values: string[] = [];
    for (let i = 0; i < 300_000; i++) values.push(`user.${i}@schule-example.de`);
    values.push(' USER.7@Schule-Example.DE', 'user.299999@SCHULE-example.de');
    const found = logAll(values, 256, 12).duplicates();
    expect(found.map((d) => [d.line, d.first, d.key])).toEqual([
      [300_002, 9, 'user.7@schule-example.de'],
      [300_003, 300_001, 'user.299999@schule-example.de'],
    ]);
  });

  it('replays into the index that appending line by line builds', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 400 }), (values) => {
        const replayed = new DuplicateIndex(),
          appended = new DuplicateIndex();
        logAll(values, 64).fill(replayed);
        values.forEach((v, i) => appended.append(v, i + 2));
        for (const v of values) expect(replayed.linesOf(v)).toEqual(appended.linesOf(v));
        // And it goes on answering as the appended one does.
        expect(replayed.append('a', 10_000)).toBe(appended.append('a', 10_000));
      }),
      { numRuns: 100 },
    );
  });
});
