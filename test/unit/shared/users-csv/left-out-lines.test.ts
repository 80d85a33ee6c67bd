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
          expect(leftOutChanged(texts[i]!, result.columns)).toEqual(l.changed ?? []);
          const values = leftOutValues(texts[i]!, result.columns);
          // Every mapped column but the password, as a sent line's report shows them.
          expect(Object.keys(values)).not.toContain('password');
          MAPPING.filter((c) => c !== 'password').forEach((column) => {
            const cleaned = l.fields[MAPPING.indexOf(column)]!.replace(/[\t\r\n]/g, ' ').trim();
            expect(values[column] ?? '').toBe(cleaned);
          });
        });
      }),
    );
  });

  it('reads a line written before kept lines had columns as having none', () => {
    expect(leftOutChanged('anna\tAnna\tAlt\tanna@x.de')).toEqual([]);
  });

  it('names its columns in the upload\u2019s order, the class and the ID among them, never the password nor an added column', () => {
    const collector = new LeftOutCollector([
      'surName',
      'givenName',
      'position',
      'custom1',
      'name',
      'email',
      'password',
      'activated',
    ]);
    collector.add(['Weiß', 'Zoë', '5a', '1002', 'zoe.weiss', 'zoe@x.de', 'Geheim-1!', ''], 2, 'unchanged');
    const result = collector.result()!;
    expect(result.columns).toEqual(['name', 'email', 'givenName', 'surName', 'position', 'custom1']);
    expect(result.text).not.toContain('Geheim');
    expect(leftOutValues(result.text, result.columns)).toEqual({
      name: 'zoe.weiss',
      email: 'zoe@x.de',
      givenName: 'Zoë',
      surName: 'Weiß',
      position: '5a',
      custom1: '1002',
    });
  });

  it('reads a line handed over without its columns (a job saved before) as login, names and e-mail', () => {
    expect(LEFT_OUT_COLUMNS).toEqual(['name', 'givenName', 'surName', 'email']);
    expect(leftOutValues('anna\tAnna\tAlt\tanna@x.de')).toEqual({
      name: 'anna',
      givenName: 'Anna',
      surName: 'Alt',
      email: 'anna@x.de',
    });
  });
});
