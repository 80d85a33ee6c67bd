import { describe, expect, it } from 'vitest';
import { FindingsLedger } from '../../../../shared/users-csv/findings-ledger';
import type { Finding } from '../../../../shared/users-csv/findings';
import { RecordValidator } from '../../../../shared/users-csv/record-validator';
import { DEFAULT_PASSWORD_POLICY } from '../../../../shared/users-csv/password-policy';

const finding = (line: number, rule: Finding['rule'], severity: Finding['severity']): Finding => ({
  line,
  column: '',
  columnIndex: null,
  severity,
  rule,
  message: `${rule} on line ${line}`,
});

const HEADER = ['name', 'email', 'givenName', 'surName', 'password'];
const validator = () => new RecordValidator(HEADER, [...HEADER] as never, DEFAULT_PASSWORD_POLICY);

describe('FindingsLedger', () => {
  it("keeps each row's findings with exact counts, and replaces a row's as a whole", () => {
    const ledger = new FindingsLedger();
    const v = validator();
    ledger.checkRow(v, 0, ['ann', 'ann@x.org', 'Ann', 'Alt', 'Passwort1'], 2, false);
    ledger.checkRow(v, 1, ['bob', 'not-an-address', 'Bob', 'Berg', 'Passwort1'], 3, false);
    expect(ledger.row(0)).toEqual([]);
    expect(ledger.hasError(1)).toBe(true);
    expect(ledger.summary()).toMatchObject({ errors: 1, counts: { email: 1 }, errorRows: Int32Array.from([1]) });
    ledger.setRow(1, [finding(3, 'whitespace', 'warning')]);
    expect(ledger.hasError(1)).toBe(false);
    expect(ledger.summary()).toMatchObject({
      errors: 0,
      warnings: 1,
      counts: { whitespace: 1 },
      problemRows: Int32Array.from([1]),
      errorRows: Int32Array.from([]),
    });
    ledger.setRow(1, []);
    expect([...ledger.rows()]).toEqual([]);
  });

  it("keeps the file's findings when the rows are checked again, and the header's are replaced", () => {
    const ledger = new FindingsLedger();
    ledger.addReaderFinding(finding(4, 'encoding', 'warning'));
    ledger.setHeaderFindings([finding(1, 'required', 'error')]);
    ledger.setRow(0, [finding(2, 'email', 'error')]);
    expect(ledger.totals).toEqual({ errors: 2, warnings: 1 });
    ledger.clearRows();
    expect(ledger.totals).toEqual({ errors: 0, warnings: 1 });
    ledger.setHeaderFindings([]);
    expect(ledger.summary().fileFindings.map((f) => f.rule)).toEqual(['encoding']);
  });
});
