import { describe, expect, it } from 'vitest';
import { validateCsv } from '../../../../shared/users-csv/validate';

/**
 * A file of many lines with many duplicates, in cases and spacings that fold to the same key,
 * spread over many 64 KiB chunks and many of the candidate list's groups of joined values.
 */
function manyDuplicates(lines: number): Uint8Array[] {
  const given = ['Anna', 'Jürgen', 'Sören', 'Zoë', 'Σίσυφος', 'Mehmet'];
  let text = 'name,email,givenName,surName,password\n';
  for (let i = 0; i < lines; i++) {
    // One line in 9 repeats an earlier line's name, one in 13 its e-mail, in another case or with spaces.
    const n = i % 9 === 8 ? (i * 7919) % i : i;
    const e = i % 13 === 12 ? (i * 104_729) % i : i;
    const g = given[n % given.length]!;
    const name = n === i ? `${g} ${n}` : i % 2 ? ` ${g.toUpperCase()} ${n}` : `${g.toLowerCase()} ${n}`;
    const email = e === i ? `${g.toLowerCase()}.${e}@schule.de` : `${g.toUpperCase()}.${e}@SCHULE.de `;
    text += `${name},${email},${g},Müller,Passw0rt-${i}\n`;
  }
  const bytes = new TextEncoder().encode(text);
  const chunks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) chunks.push(bytes.subarray(at, at + 64 * 1024));
  return chunks;
}

describe('duplicates found at the end (the log) and line by line (the index)', () => {
  it('give the same findings, byte for byte, on a file with thousands of duplicates', async () => {
    const chunks = manyDuplicates(60_000);
    const logged = await validateCsv(chunks, { deferDuplicates: true });
    const indexed = await validateCsv(chunks, { deferDuplicates: false, onRecord: () => undefined });
    expect(logged.counts['duplicate-name']).toBeGreaterThan(6000);
    expect(logged.counts['duplicate-email']).toBeGreaterThan(4000);
    expect(JSON.stringify(logged.findings)).toBe(JSON.stringify(indexed.findings));
    expect(logged.counts).toEqual(indexed.counts);
  }, 60_000);
});
