import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLeftOutEntries, readLeftOutLines, writeLeftOut } from '../../../../../electron/core/uploads/left-out-file';
import { uploadFolder } from '../../../../../electron/core/uploads/upload-folder';
import { LeftOutCollector } from '../../../../../shared/users-csv/left-out-lines';
import { LEFT_OUT_REASONS } from '../../../../../shared/users-csv/left-out-reason';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'left-out-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const MAPPING = ['email', 'password', 'surName', 'name', 'givenName'] as const;

/** A value as kept: a tab or line break becomes a space, the ends trimmed. */
const kept = (value: string) => value.replace(/[\t\r\n]/g, ' ').trim();

describe('the left-out lines kept with an upload', () => {
  it('reads back each line, its reason and its values as written, whatever the values (property)', async () => {
    const value = fc.string({ unit: fc.constantFrom('a', 'ä', '😀', ' ', '\t', '\n', '\r', ',', '"', 'ß') });
    const row = fc.record({
      line: fc.integer({ min: 2, max: 0xfffffff }),
      reason: fc.constantFrom(...LEFT_OUT_REASONS),
      fields: fc.array(value, { minLength: 5, maxLength: 5 }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 20 }), async (rows) => {
        const folder = uploadFolder(dir);
        folder.leftOutLines = join(dir, `${run}.lines`);
        folder.leftOutValues = join(dir, `${run}.values`);
        folder.leftOutColumns = join(dir, `${run++}.json`);
        const collector = new LeftOutCollector(MAPPING);
        for (const r of rows) collector.add(r.fields, r.line, r.reason);
        const counts = await writeLeftOut(folder, collector.result()!);
        for (const reason of LEFT_OUT_REASONS)
          expect(counts[reason]).toBe(rows.filter((r) => r.reason === reason).length);
        const { lines } = await readLeftOutLines(folder);
        expect(Array.from(lines)).toEqual(rows.map((r) => r.line));
        const indexes = rows.map((_, i) => i).reverse();
        const entries = await readLeftOutEntries(folder, indexes);
        entries.forEach((entry, k) => {
          const r = rows[indexes[k]!]!;
          expect(entry.sourceLine).toBe(r.line);
          expect(entry.reason).toBe(r.reason);
          const expected: Record<string, string> = {};
          for (const column of MAPPING.filter((c) => c !== 'password')) {
            const v = kept(r.fields[MAPPING.indexOf(column)]!);
            if (v !== '') expected[column] = v;
          }
          expect(entry.values).toEqual(expected);
        });
        // The password is never among what is kept.
        for (const entry of entries) expect(Object.keys(entry.values)).not.toContain('password');
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a password among the columns: a report never keeps one', async () => {
    const folder = uploadFolder(join(dir, 'refused'));
    await expect(
      writeLeftOut(folder, {
        lines: Uint32Array.from([2]),
        reasons: Uint8Array.from([0]),
        text: 'anna\tGeheim-1!',
        columns: ['name', 'Password'],
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('reads no line where none was left out', async () => {
    const { lines, reasons } = await readLeftOutLines(uploadFolder(join(dir, 'none')));
    expect([lines.length, reasons.length]).toEqual([0, 0]);
  });
});
