import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { DuplicateIndex } from '../../../../shared/users-csv/duplicate-index';
import { mappingFromMatches, matchColumns } from '../../../../shared/users-csv/column-match';
import { FindingCollector } from '../../../../shared/users-csv/findings';
import type { Finding } from '../../../../shared/users-csv/findings';
import { checkHeader } from '../../../../shared/users-csv/header-checks';
import { RecordReader } from '../../../../shared/users-csv/record-reader';
import { RecordValidator } from '../../../../shared/users-csv/record-validator';
import { CsvValidation, validateCsv } from '../../../../shared/users-csv/validate';

/** The record-by-record check CsvValidation's batching must equal: each record checked the moment it is read. */
function reference(chunks: Uint8Array[], maxFindings: number) {
  const collector = new FindingCollector(maxFindings);
  const calls: Array<[string[], number, number]> = [];
  let validator: RecordValidator | undefined;
  const reader = new RecordReader({
    detected: () => undefined,
    problem: (f) => collector.add(f),
    header: (fields) => {
      const mapping = mappingFromMatches(matchColumns(fields));
      for (const f of checkHeader(fields, mapping)) collector.add(f);
      validator = new RecordValidator(fields, mapping);
    },
    record: (fields, line, lineBreak) =>
      calls.push([fields, line, validator!.check(fields, line, lineBreak, collector)]),
  });
  for (const c of chunks) reader.push(c);
  reader.end();
  return {
    findings: collector.findings,
    counts: collector.counts,
    calls,
    truncated: collector.truncated,
    errors: collector.errors,
    warnings: collector.warnings,
  };
}

describe('CsvValidation', () => {
  const cell = fc.constantFrom(
    'a',
    'a',
    'b',
    ' c',
    'a:b',
    'Jürgen',
    'a@x.de',
    'A@X.DE',
    'bad',
    '+4930',
    '+49 30',
    'Geheim-2026',
    '"q, ""x"""',
    '"two\nlines"',
    '"open',
    '',
  );
  const line = fc.oneof(
    { weight: 8, arbitrary: fc.array(cell, { minLength: 5, maxLength: 5 }).map((cs) => cs.join(',')) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.array(cell, { maxLength: 7 }).map((cs) => cs.join(',')) },
  );

  it('reports exactly what a record-by-record check reports, in the same order, whatever the chunks and batches', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 1500 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 60 }),
        (lines, chunkSize, maxFindings) => {
          const bytes = new TextEncoder().encode(['name,email,givenName,password,phone', ...lines].join('\n'));
          const chunks: Uint8Array[] = [];
          for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
          const expected = reference(chunks, maxFindings);
          const calls: Array<[string[], number, number]> = [];
          const order: Finding[] = [];
          const validation = new CsvValidation({
            maxFindings,
            sampleBytes: 64,
            onRecord: (fields, l, errors) => calls.push([fields, l, errors]),
          });
          for (const c of chunks) validation.push(c);
          const result = validation.end();
          order.push(...result.findings);
          expect(calls).toEqual(expected.calls);
          expect(result.counts).toEqual(expected.counts);
          // The stored findings are the same ones (the first maxFindings added), sorted for reading.
          expect(order).toEqual(
            [...expected.findings].sort(
              (a, b) =>
                a.line - b.line ||
                (a.columnIndex ?? -1) - (b.columnIndex ?? -1) ||
                (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
            ),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  // Fewer distinct values: many duplicates, on both the name and the e-mail column.
  const dupCell = fc.constantFrom(
    'a',
    'A ',
    'b',
    'B',
    'a@x.de',
    'A@X.DE',
    ' b@x.de',
    'c@x.de',
    'bad',
    '',
    'Jürgen',
    'JÜRGEN',
    '+4930',
    'Geheim-2026',
  );
  const dupLine = fc.oneof(
    { weight: 8, arbitrary: fc.array(dupCell, { minLength: 5, maxLength: 5 }).map((cs) => cs.join(',')) },
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.array(dupCell, { maxLength: 7 }).map((cs) => cs.join(',')) },
  );

  it('without onRecord (duplicates found at the end) reports exactly what a record-by-record check reports', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(line, dupLine), { maxLength: 1500 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 0, max: 80 }),
        fc.constantFrom(
          'name,email,givenName,password,phone',
          'email,givenName,name,surName,phone',
          'givenName,email,password,phone,x',
        ),
        (lines, chunkSize, maxFindings, header) => {
          const bytes = new TextEncoder().encode([header, ...lines].join('\n'));
          const chunks: Uint8Array[] = [];
          for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
          const expected = reference(chunks, maxFindings);
          const validation = new CsvValidation({ maxFindings, sampleBytes: 64 });
          for (const c of chunks) validation.push(c);
          const result = validation.end();
          // The same counts, in the same key order (JSON output), and the same totals.
          expect(Object.entries(result.counts)).toEqual(Object.entries(expected.counts));
          expect([result.errors, result.warnings, result.findingsTruncated]).toEqual([
            expected.errors,
            expected.warnings,
            expected.truncated,
          ]);
          // The same stored findings (the first maxFindings in arrival order), sorted for reading.
          expect(result.findings).toEqual(
            [...expected.findings].sort(
              (a, b) =>
                a.line - b.line ||
                (a.columnIndex ?? -1) - (b.columnIndex ?? -1) ||
                (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
            ),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('hands every record on to onRecord within the push that read it', () => {
    const seen: number[] = [];
    const validation = new CsvValidation({ onRecord: (_f, l) => seen.push(l) });
    validation.push(new TextEncoder().encode('name,email\na,a@x.de\nb,b@x.de\nc,'));
    // The sample is not complete yet (64 KiB default), so nothing is read...
    expect(seen).toEqual([]);
    validation.end();
    expect(seen).toEqual([2, 3, 4]);
    const eager = new CsvValidation({ sampleBytes: 1, onRecord: (_f, l) => seen.push(l) });
    seen.length = 0;
    eager.push(new TextEncoder().encode('name,email\na,a@x.de\nb,b@x.de\nc,'));
    expect(seen).toEqual([2, 3]);
  });

  it('keeps no decoded chunk alive through its findings, though their messages quote values read from the chunks', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const enc = new TextEncoder();
    // 32 MB in 64 KiB chunks, an invalid e-mail address (quoted in its finding) every 97 lines.
    function* chunks(): Generator<Uint8Array> {
      yield enc.encode('name,email,givenName,surName,password\n');
      let line = 2;
      for (let c = 0; c < 512; c++) {
        let text = '';
        while (text.length < 65_536 - 80) {
          const email = line % 97 === 0 ? `someone.${line}(at)example.org` : `someone.${line}@example.org`;
          text += `user.${line},${email},Given,Surname,Passw0rt-${line}\n`;
          line++;
        }
        yield enc.encode(text);
      }
    }
    gc();
    const before = process.memoryUsage().heapUsed;
    const result = await validateCsv(chunks());
    gc();
    const held = process.memoryUsage().heapUsed - before;
    expect(result.counts).toEqual({ email: result.findings.length });
    expect(result.findings.length).toBeGreaterThan(4000);
    // The findings themselves are ~1 MB; keeping their chunks alive would be the whole 32 MB.
    expect(held).toBeLessThan(8 * 1024 * 1024);
  });

  it('reports the same whatever file size it is told, right, wrong or absurd', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 1500 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.oneof(fc.integer({ min: -3, max: 200_000_000 }), fc.constant(Number.NaN), fc.constant(Infinity)),
        (lines, cut, told) => {
          const bytes = new TextEncoder().encode(`name,email,givenName,surName,password\n${lines.join('\n')}`);
          const run = (expectedBytes: number | undefined) => {
            const calls: Array<[string[], number, number]> = [];
            const validation = new CsvValidation({
              sampleBytes: 1,
              onRecord: (fields, l, errors) => calls.push([fields, l, errors]),
              ...(expectedBytes === undefined ? {} : { expectedBytes }),
            });
            for (let at = 0; at < bytes.length; at += cut) validation.push(bytes.subarray(at, at + cut));
            const { findings, counts, errors } = validation.end();
            return { calls, findings, counts, errors };
          };
          const plain = run(undefined);
          expect(run(told)).toEqual(plain);
          expect(run(bytes.length)).toEqual(plain);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sizes the duplicate indexes for the whole file from its size and its first lines', () => {
    const text = `name,email,givenName,surName,password\n${Array.from(
      { length: 20_000 },
      (_, i) => `user.${i},user.${i}@example.org,Given${i},Sur${i},Passw0rt-${i}x`,
    ).join('\n')}\n`;
    const bytes = new TextEncoder().encode(text);
    const expectSpy = vi.spyOn(DuplicateIndex.prototype, 'expect');
    try {
      const check = (options: ConstructorParameters<typeof CsvValidation>[0]) => {
        expectSpy.mockClear();
        const validation = new CsvValidation(options);
        for (let at = 0; at < bytes.length; at += 65_536) validation.push(bytes.subarray(at, at + 65_536));
        expect(validation.end().records).toBe(20_000);
        return expectSpy.mock.calls.map(([keys]) => keys);
      };
      const told = check({ onRecord: () => undefined, expectedBytes: bytes.length });
      // The name and the e-mail index, once each, for about the file's 20,000 records (its first
      // lines are a little shorter than the rest: a little more, and a sixteenth to spare).
      expect(told).toHaveLength(2);
      expect(told[0]).toBe(told[1]);
      expect(told[0]).toBeGreaterThanOrEqual(20_000);
      expect(told[0]).toBeLessThan(20_000 * 1.25);
      // Not told the size, or finding the duplicates at the end (no index while streaming): nothing sized.
      expect(check({ onRecord: () => undefined })).toEqual([]);
      expect(check({ expectedBytes: bytes.length })).toEqual([]);
    } finally {
      expectSpy.mockRestore();
    }
  });
});
