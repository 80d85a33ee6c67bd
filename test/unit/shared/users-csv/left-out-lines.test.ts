import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LEFT_OUT_COLUMNS,
  LeftOutCollector,
  leftOutChanged,
  leftOutValues,
  reasonOf,
} from '../../../../shared/users-csv/left-out-lines';
import { UPDATE_COLUMNS } from '../../../../shared/users-csv/update-columns';

const MAPPING = ['name', 'givenName', 'surName', 'email', 'position', 'password'] as const;

describe('LeftOutCollector', () => {
  it('keeps a kept line\u2019s changed columns after its values; the other lines have none (property)', () => {
    const cell = fc.string({ maxLength: 8 });
    const line = fc.record({
      fields: fc.array(cell, { minLength: MAPPING.length, maxLength: MAPPING.length }),
      changed: fc.option(fc.subarray([...UPDATE_COLUMNS], { minLength: 1 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
        const collector = new LeftOutCollector([...MAPPING]);
        lines.forEach((l, i) => collector.add(l.fields, i + 2, l.changed ? 'kept' : 'unchanged', l.changed));
        const result = collector.result()!;
        const texts = result.text.split('\n');
        expect(texts).toHaveLength(lines.length);
        lines.forEach((l, i) => {
          expect(reasonOf(result.reasons[i]!)).toBe(l.changed ? 'kept' : 'unchanged');
          expect(leftOutChanged(texts[i]!, result.columns!.length)).toEqual(l.changed ?? []);
          const values = leftOutValues(texts[i]!, result.columns);
          // Every column of the file but the password: the report shows a class as a sent line's.
          expect(result.columns).toEqual(['name', 'email', 'givenName', 'surName', 'position']);
          result.columns!.forEach((column) => {
            const cleaned = l.fields[MAPPING.indexOf(column as (typeof MAPPING)[number])]!.replace(
              /[\t\r\n]/g,
              ' ',
            ).trim();
            expect(values[column] ?? '').toBe(cleaned);
          });
          expect(Object.keys(values)).not.toContain('password');
        });
      }),
    );
  });

  it('reads a line written before kept lines had columns as having none', () => {
    expect(leftOutChanged('anna\tAnna\tAlt\tanna@x.de')).toEqual([]);
  });

  it('reads a line written before every column was kept by the four it kept then', () => {
    expect(leftOutValues('anna\tAnna\tAlt\tanna@x.de\tposition')).toEqual({
      name: 'anna',
      givenName: 'Anna',
      surName: 'Alt',
      email: 'anna@x.de',
    });
    expect(leftOutChanged('anna\tAnna\tAlt\tanna@x.de\tposition')).toEqual(['position']);
    expect(LEFT_OUT_COLUMNS).toEqual(['name', 'givenName', 'surName', 'email']);
  });
});
