import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MultipartParser, multipartBoundary } from '../../../../electron/demo-server/multipart';
import type { MultipartEvent } from '../../../../electron/demo-server/multipart';

/** A body as a browser or undici builds it. */
function body(boundary: string, parts: { name: string; filename?: string; type?: string; data: Uint8Array }[]) {
  const chunks: Uint8Array[] = [];
  const text = (s: string) => chunks.push(Buffer.from(s, 'utf8'));
  for (const part of parts) {
    text(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`);
    if (part.filename !== undefined) text(`; filename="${part.filename}"`);
    text('\r\n');
    if (part.type) text(`Content-Type: ${part.type}\r\n`);
    text('\r\n');
    chunks.push(part.data);
    text('\r\n');
  }
  text(`--${boundary}--\r\n`);
  return Buffer.concat(chunks);
}

/** Parses `bytes` fed in pieces cut at `cuts`, and collects each part's headers and data. */
function parse(boundary: string, bytes: Uint8Array, cuts: number[] = []) {
  const parser = new MultipartParser(boundary);
  const events: MultipartEvent[] = [];
  let at = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b).concat(bytes.length)) {
    events.push(...parser.push(bytes.subarray(at, cut)));
    at = cut;
  }
  parser.end();
  const parts: { name: string; filename?: string; contentType?: string; data: Buffer }[] = [];
  for (const e of events) {
    if (e.type === 'part') parts.push({ ...e.headers, data: Buffer.alloc(0) });
    if (e.type === 'data') parts.at(-1)!.data = Buffer.concat([parts.at(-1)!.data, e.bytes]);
  }
  return parts;
}

describe('multipart', () => {
  it('finds the boundary in the Content-Type, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=abc')).toBe('abc');
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('multipart/form-data')).toBeUndefined();
    expect(multipartBoundary('text/csv; boundary=abc')).toBeUndefined();
  });
  it('reads the parts however the bytes are cut, even when the data looks like a boundary (property)', () => {
    const boundary = '----demoBoundary7';
    const data = fc
      .uint8Array({ maxLength: 300 })
      .chain((bytes) =>
        fc.constantFrom(
          bytes,
          Buffer.concat([bytes, Buffer.from(`\r\n--${boundary.slice(0, 8)}`), bytes]),
          Buffer.concat([Buffer.from('\r\n-'), bytes, Buffer.from('\r\n')]),
        ),
      );
    fc.assert(
      fc.property(data, data, fc.array(fc.nat({ max: 800 }), { maxLength: 12 }), (file, other, cuts) => {
        const bytes = body(boundary, [
          { name: 'other', data: other },
          { name: 'file', filename: 'users.csv', type: 'text/csv', data: file },
        ]);
        const parts = parse(
          boundary,
          bytes,
          cuts.map((c) => c % (bytes.length + 1)),
        );
        expect(parts.map((p) => p.name)).toEqual(['other', 'file']);
        expect(parts[1]).toMatchObject({ filename: 'users.csv', contentType: 'text/csv' });
        expect(Buffer.compare(parts[1]!.data, Buffer.from(file))).toBe(0);
        expect(Buffer.compare(parts[0]!.data, Buffer.from(other))).toBe(0);
      }),
    );
  });
  it('names what is wrong: no closing boundary, no name, a header block without end', () => {
    const truncated = body('b', [{ name: 'file', data: Buffer.from('x') }]).subarray(0, 40);
    expect(() => parse('b', truncated)).toThrow(/ended before its closing boundary/);
    expect(() => parse('b', Buffer.from('--b\r\nContent-Type: text/csv\r\n\r\nx\r\n--b--'))).toThrow(
      /no Content-Disposition name/,
    );
    expect(() => parse('b', Buffer.concat([Buffer.from('--b\r\nX: '), Buffer.alloc(20_000, 0x61)]))).toThrow(
      /header is too long/,
    );
  });
});
