import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldValue } from '../../../../../electron/core/support/csv-record';
import { censusKeys } from '../../../../../electron/core/dry-run/key-census';
import { HashedKeys, keyHash, repeatedKeysCensus } from '../../../../../electron/core/dry-run/repeated-keys';
import { twoFieldUpload as upload } from './two-field-upload';

async function fromBytes(records: readonly [string, string, boolean][]) {
  const { bytes, spans } = upload(records);
  const census = repeatedKeysCensus(records.length);
  records.forEach(([, , hasEmail], i) => {
    const [ns, ne, es, ee] = spans[i]!;
    census.addBytes(bytes, ns!, ne!, hasEmail ? es! : -1, hasEmail ? ee! : -1, fieldValue);
  });
  const names = spans.map(([ns, ne]) => fieldValue(bytes, ns!, ne!).trim());
  const emails = spans.map(([, , es, ee], i) => (records[i]![2] ? fieldValue(bytes, es!, ee!).trim() : ''));
  return { got: await census.finish(), names, emails };
}

describe('repeatedKeysCensus', () => {
  it('finds the names and e-mail addresses more than one line has, ignoring case and the spaces around', async () => {
    const { got } = await fromBytes([
      ['Anna', 'anna@example.com', true],
      [' bert', 'Bert@Example.com', true],
      ['ANNA ', '"ANNA@example.com"', true],
      ['', 'dora@example.com', true],
      ['carl', '', true],
      ['"Zoë"', 'x', false],
      ['ZOË', 'x', false],
    ]);
    for (const key of ['anna', 'zoë']) expect(got.names.has(key)).toBe(true);
    for (const key of ['bert', 'carl', '', 'dora@example.com']) expect(got.names.has(key)).toBe(false);
    expect(got.emails.has('anna@example.com')).toBe(true);
    for (const key of ['bert@example.com', 'dora@example.com', 'x', '']) expect(got.emails.has(key)).toBe(false);
  });

  it("has every key the full census finds repeated, and of the file's other keys none (property)", async () => {
    // Fields as an upload holds them: spaces and tabs around, upper case, quotes, non-ASCII, empty.
    const field = fc.oneof(
      fc.stringMatching(/^[ \t]?[A-Za-z0-9@.]{0,4}[ \t]?$/),
      fc.constantFrom(
        '"Anna ""A"""',
        ' "b" ',
        'Zoë',
        'ZOË ',
        '\u00a0anna',
        'anna',
        'ANNA',
        '',
        ' ',
        'a"b',
        'K',
        '\u212a',
      ),
      fc.string({ maxLength: 4 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(field, field, fc.boolean()), { maxLength: 30 }), async (records) => {
        const { got, names, emails } = await fromBytes(records);
        const want = (await censusKeys(names, emails)).repeated;
        // A handful of keys: two of one 32-bit hash would be a wonder; the census is then exact.
        for (const key of [...names, ...emails].map((k) => k.toLowerCase())) {
          expect(got.names.has(key)).toBe(want.names.has(key));
          expect(got.emails.has(key)).toBe(want.emails.has(key));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('hashes a key as its lower-case bytes in the upload hash, whatever its letters (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 8, unit: 'binary' }), async (text) => {
        const key = text.trim().toLowerCase();
        fc.pre(key !== '' && !key.includes('"') && !key.includes(',') && !key.includes('\n'));
        const { got } = await fromBytes([
          [text.includes('"') ? 'x' : text, '', false],
          [key, '', false],
        ]);
        expect(got.names.has(key)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('answers without hashing where no key is repeated, and sorts its hashes in turns of the event loop', async () => {
    expect(new HashedKeys([]).has('anything')).toBe(false);
    expect(new HashedKeys([keyHash('anna')]).has('anna')).toBe(true);
    const many = Array.from({ length: 300_000 }, (_, i) => [`user${i}`, '', false] as [string, string, boolean]);
    const census = repeatedKeysCensus(many.length);
    const { bytes, spans } = upload(many);
    spans.forEach(([ns, ne]) => census.addBytes(bytes, ns!, ne!, -1, -1, fieldValue));
    let turned = false;
    setImmediate(() => (turned = true));
    const got = await census.finish();
    expect(turned).toBe(true);
    expect(got.names.has('user7')).toBe(false);

    const controller = new AbortController();
    setImmediate(() => controller.abort());
    await expect(census.finish(controller.signal)).rejects.toMatchObject({ code: 'cancelled' });
  });
});
