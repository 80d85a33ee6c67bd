import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValue } from '../../../../../electron/core/support/csv-record';
import { LINES_PER_TURN } from '../../../../../electron/core/dry-run/in-turns';
import { censusKeys, keyCensus } from '../../../../../electron/core/dry-run/key-census';
import { twoFieldUpload } from './two-field-upload';

describe('censusKeys', () => {
  it('gives each distinct key once as first written, names first, and the keys met on more than one line', async () => {
    const census = await censusKeys(
      ['Anna', 'bert', 'ANNA', '', 'carl@example.com', 'bert'],
      ['anna@example.com', 'Bert@Example.com', 'ANNA@example.com', 'dora@example.com', 'CARL@example.com', ''],
    );
    expect(census.terms.slice(0, 99)).toEqual([
      'Anna',
      'bert',
      'carl@example.com',
      'anna@example.com',
      'Bert@Example.com',
      'dora@example.com',
    ]);
    for (const key of ['anna', 'bert', 'carl@example.com']) expect(census.nameKeys.has(key)).toBe(true);
    for (const key of ['anna@example.com', 'bert@example.com', 'carl@example.com', 'dora@example.com'])
      expect(census.emailKeys.has(key)).toBe(true);
    expect(census.nameKeys.has('Anna')).toBe(false);
    expect(census.emailKeys.has('carl')).toBe(false);
    expect([...census.repeated.names].sort()).toEqual(['anna', 'bert']);
    expect([...census.repeated.emails]).toEqual(['anna@example.com']);
  });

  it('takes the upload a slice at a time as it takes it whole', async () => {
    const names = ['b', 'A', 'x@q', 'a', 'c'];
    const emails = ['x@q', 'y@q', '', 'Y@Q', 'b'];
    const census = keyCensus();
    census.add(names.slice(0, 2), emails.slice(0, 2));
    census.add(names.slice(2), emails.slice(2));
    const sliced = await census.finish();
    const whole = await censusKeys(names, emails);
    expect(sliced.terms.slice(0, 99)).toEqual(['b', 'A', 'x@q', 'c', 'y@q']);
    expect(sliced.terms.slice(0, 99)).toEqual(whole.terms.slice(0, 99));
    expect(sliced.terms.slice(1, 3)).toEqual(['A', 'x@q']);
    expect([...sliced.repeated.names]).toEqual(['a']);
    expect([...sliced.repeated.emails]).toEqual(['y@q']);
  });

  it('lets the event loop turn between slices of lines, and stops there when cancelled', async () => {
    const names = Array.from({ length: 3 * LINES_PER_TURN }, (_, i) => `user${i}`);
    let turned = false;
    setImmediate(() => (turned = true));
    const census = await censusKeys(names, []);
    expect(turned).toBe(true);
    expect(census.terms.length).toBe(names.length);

    const controller = new AbortController();
    setImmediate(() => controller.abort());
    await expect(censusKeys(names, [], controller.signal)).rejects.toMatchObject({ code: 'cancelled' });
  });

  it("takes the keys from an upload's bytes as from the fields' trimmed text, whatever the fields (property)", async () => {
    // Fields as an upload holds them: spaces and tabs around, upper case, quotes, non-ASCII, empty.
    const field = fc.oneof(
      fc.stringMatching(/^[ \t]?[A-Za-z0-9@.]{0,4}[ \t]?$/),
      fc.constantFrom('"Anna ""A"""', ' "b" ', 'Zoë', 'ZOË ', '\u00a0anna', 'anna', 'ANNA', '', ' ', 'a"b'),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, field, fc.boolean()), { maxLength: 30 }), async (records) => {
        const { bytes, spans } = twoFieldUpload(records);
        const fromBytes = keyCensus();
        records.forEach(([, , hasEmail], i) => {
          const [ns, ne, es, ee] = spans[i]!;
          fromBytes.addBytes(bytes, ns!, ne!, hasEmail ? es! : -1, hasEmail ? ee! : -1, fieldValue);
        });
        const names = spans.map(([ns, ne]) => fieldValue(bytes, ns!, ne!).trim());
        const emails = spans.map(([, , es, ee], i) => (records[i]![2] ? fieldValue(bytes, es!, ee!).trim() : ''));
        const [got, want] = [await fromBytes.finish(), await censusKeys(names, emails)];
        expect(got.terms.slice(0, got.terms.length)).toEqual(want.terms.slice(0, want.terms.length));
        expect([...got.repeated.names].sort()).toEqual([...want.repeated.names].sort());
        expect([...got.repeated.emails].sort()).toEqual([...want.repeated.emails].sort());
        for (const key of [...names, ...emails].map((k) => k.toLowerCase())) {
          expect(got.nameKeys.has(key)).toBe(want.nameKeys.has(key));
          expect(got.emailKeys.has(key)).toBe(want.emailKeys.has(key));
        }
      }),
      { numRuns: 500 },
    );
  });
});
