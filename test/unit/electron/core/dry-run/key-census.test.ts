import { describe, expect, it } from 'vitest';
import { LINES_PER_TURN } from '../../../../../electron/core/dry-run/in-turns';
import { censusKeys, keyCensus } from '../../../../../electron/core/dry-run/key-census';

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
});
