import { describe, expect, it } from 'vitest';
import { printRecords, renderTable } from '../../../../electron/cli/query-output';
import { DEVICE_FIELDS, ORG_REQUEST_FIELDS } from '../../../../shared/api/fields/index';
import type { QueryPage, ServerRecord } from '../../../../shared/models/query';
import { memoryIo } from './memory-io';

const AT = Date.UTC(2026, 1, 1, 8, 30);
const devices: ServerRecord[] = [
  { name: 'ipad-1', lastConnectionDate: AT, loanUntil: AT, openActions: 3 },
  { name: 'ipad-2', lastConnectionDate: null, loanUntil: null, openActions: 0 },
];
async function* pages(): AsyncGenerator<QueryPage<ServerRecord>> {
  yield { total: devices.length, results: devices };
}

describe("the CLI's records, by the field registry", () => {
  it('shows loanUntil as a date in the table, like lastConnectionDate, and a number as a number', () => {
    const table = renderTable(devices, ['name', 'lastConnectionDate', 'loanUntil', 'openActions'], 40, DEVICE_FIELDS);
    const [header, , first, second] = table.split('\n');
    expect(header).toMatch(/^name\s+lastConnectionDate\s+loanUntil\s+openActions$/);
    expect(first).toMatch(/^ipad-1\s+2026-02-01 08:30Z\s+2026-02-01 08:30Z\s+3$/);
    expect(second).toMatch(/^ipad-2\s+0$/);
  });

  it('writes loanUntil as ISO 8601 in CSV, and a request’s creationDate in its table', async () => {
    const io = memoryIo();
    await printRecords(io, pages(), 'csv', ['name', 'loanUntil'], 'devices', 0, DEVICE_FIELDS);
    expect(io.out()).toBe('name,loanUntil\r\nipad-1,2026-02-01T08:30:00.000Z\r\nipad-2,\r\n');
    const requests = renderTable(
      [{ name: 'acme', creationDate: AT }],
      ['name', 'creationDate'],
      40,
      ORG_REQUEST_FIELDS,
    );
    expect(requests).toContain('2026-02-01 08:30Z');
  });
});
