import { mandatoryColumns, MAX_CUSTOM_COLUMNS } from './columns';
import type { ColumnMapping } from './columns';
import { customNumber } from './column-match';
import { normaliseHeader } from './column-names';
import type { Finding } from './findings';
import { detectSchoolExport, schoolColumn } from './school-exports';

/** What is wrong with the header line (line 1) under a given mapping. */
export function checkHeader(
  header: readonly string[],
  mapping: ColumnMapping,
  options: { generatePasswords?: boolean | undefined } = {},
): Finding[] {
  const findings: Finding[] = [];
  const firstByName = new Map<string, number>();
  // A school export's columns the server does not need (birth date, gender, the system's record
  // keys) are left out on purpose, and the mapping says why: no warning asks to assign them.
  const school = detectSchoolExport(header) !== null;
  const leftOutOnPurpose = (text: string) => school && schoolColumn(text)?.target === null;
  header.forEach((raw, i) => {
    const text = raw.trim();
    if (text === '') {
      findings.push({
        line: 1,
        column: '',
        columnIndex: i,
        severity: 'warning',
        rule: 'empty-header',
        message: `Column ${i + 1} has no header name; its values are not uploaded unless you assign it to a column.`,
      });
      return;
    }
    const key = normaliseHeader(text);
    const first = firstByName.get(key);
    if (first !== undefined) {
      findings.push({
        line: 1,
        column: raw,
        columnIndex: i,
        severity: 'error',
        rule: 'duplicate-header',
        message: `Column ${i + 1} ("${raw}") repeats the header of column ${first + 1} ("${header[first]}"); the server cannot tell which one holds the value.`,
      });
    } else firstByName.set(key, i);
    const custom = customNumber(text);
    if (custom !== null && custom > MAX_CUSTOM_COLUMNS && mapping[i] == null) {
      findings.push({
        line: 1,
        column: raw,
        columnIndex: i,
        severity: 'error',
        rule: 'too-many-custom',
        message: `Column ${i + 1} ("${raw}"): the service accepts at most ${MAX_CUSTOM_COLUMNS} custom columns (custom1 to custom${MAX_CUSTOM_COLUMNS}); this column would be lost.`,
      });
    } else if (mapping[i] == null && !leftOutOnPurpose(text)) {
      findings.push({
        line: 1,
        column: raw,
        columnIndex: i,
        severity: 'warning',
        rule: 'unmapped-column',
        message: `Column ${i + 1} ("${raw}") matches no 5.34 column and is not uploaded unless you assign it to one (for example a custom column).`,
      });
    }
  });
  for (const target of mandatoryColumns(options)) {
    if (!mapping.includes(target)) {
      findings.push({
        line: 1,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: 'missing-column',
        message: `The mandatory column ${target} is missing: no column of the header is mapped to it.`,
        value: target,
      });
    }
  }
  return findings;
}
