import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFaultSpec, parseFaultSpec } from '../../../../electron/demo-server/fault-spec';
import type { FaultSpec } from '../../../../electron/demo-server/fault-spec';
import { ENDPOINTS } from '../../../../shared/api/endpoints';

describe('parseFaultSpec', () => {
  it.each<[string, FaultSpec]>([
    ['queryDevices:latency=2000', { target: 'queryDevices', fault: { kind: 'latency', ms: 2000 } }],
    ['readImportJob:503:2', { target: 'readImportJob', fault: { kind: 'status', status: 503 }, times: 2 }],
    ['*:429=7', { target: '*', fault: { kind: 'status', status: 429, retryAfterSeconds: 7 } }],
    ['queryDevices:504', { target: 'queryDevices', fault: { kind: 'status', status: 504 } }],
    ['*:expired-token:1', { target: '*', fault: { kind: 'expired-token' }, times: 1 }],
    ['queryImportReport:page-cap=25', { target: 'queryImportReport', fault: { kind: 'page-cap', max: 25 } }],
    ['startUserImport:job-stuck', { target: 'startUserImport', fault: { kind: 'job-stuck' } }],
    ['uploadUsersCsv:drop:3', { target: 'uploadUsersCsv', fault: { kind: 'drop' }, times: 3 }],
    ['startUserImport:drop-answer:1', { target: 'startUserImport', fault: { kind: 'drop-answer' }, times: 1 }],
  ])('reads %s', (text, expected) => {
    expect(parseFaultSpec(text)).toEqual(expected);
  });

  it.each([
    ['queryDevices', /wrong number of parts/],
    ['devices:500', /unknown endpoint 'devices'.*queryDevices/],
    ['queryDevices:418', /unknown kind '418'/],
    ['queryDevices:latency', /'latency' needs a number of milliseconds, e.g. 'latency=2000'/],
    ['queryDevices:page-cap=0', /'page-cap' needs a number of entries/],
    ['queryDevices:500=3', /'500' takes no value/],
    ['queryDevices:drop:0', /COUNT must be a whole number of calls/],
    ['queryDevices:drop:x', /COUNT must be/],
    ['a:b:c:d', /wrong number of parts/],
  ])('refuses %s, saying why and what is expected', (text, message) => {
    expect(() => parseFaultSpec(text)).toThrow(message);
    expect(() => parseFaultSpec(text)).toThrow(/ENDPOINT:KIND\[:COUNT\]/);
  });

  it('reads back what it formats (property)', () => {
    const target = fc.constantFrom('*' as const, ...ENDPOINTS.map((e) => e.id));
    const fault = fc.oneof(
      fc.nat({ max: 100_000 }).map((ms) => ({ kind: 'latency' as const, ms })),
      fc.integer({ min: 1, max: 1000 }).map((max) => ({ kind: 'page-cap' as const, max })),
      fc.constantFrom(500, 502, 504).map((status) => ({ kind: 'status' as const, status: status as 500 })),
      fc
        .tuple(fc.constantFrom(429, 503), fc.option(fc.nat({ max: 600 }), { nil: undefined }))
        .map(([status, retry]) => ({
          kind: 'status' as const,
          status: status as 429,
          ...(retry !== undefined ? { retryAfterSeconds: retry } : {}),
        })),
      fc
        .constantFrom('drop', 'drop-answer', 'html-login', 'job-fails', 'job-stuck', 'expired-token')
        .map((kind) => ({ kind }) as const),
    );
    fc.assert(
      fc.property(target, fault, fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }), (t, f, times) => {
        const spec = { target: t, fault: f, ...(times !== undefined ? { times } : {}) } as FaultSpec;
        expect(parseFaultSpec(formatFaultSpec(spec))).toEqual(spec);
      }),
    );
  });
});
