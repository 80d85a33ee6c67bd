import { TARGET_COLUMNS } from './columns';
import type { TargetColumn } from './columns';
import { UploadWriter } from './upload-writer';
import { CSV_SEPARATOR_WORD } from '../csv/separator';
import type { CsvSeparator } from '../csv/separator';

/** The columns of the template: the nine named ones (mandatory first) and custom1 to show that custom columns exist. */
const TEMPLATE_COLUMNS: readonly TargetColumn[] = TARGET_COLUMNS.slice(0, 10);

/** One example user that passes every rule (umlauts show whether Excel read the file as UTF-8). */
const TEMPLATE_EXAMPLE: Readonly<Record<string, string>> = {
  name: 'j.mueller',
  email: 'juergen.mueller@example.com',
  givenName: 'Jürgen',
  surName: 'Müller',
  password: 'Sommer-2026!',
  phone: '+4930123456',
  position: 'Lehrer',
  country: 'DE',
  managedAppleId: 'j.mueller@appleid.example.com',
  custom1: 'Klasse 7b',
};

/** The template as text: header line and one example row. */
export function templateText(separator: CsvSeparator): string {
  const writer = new UploadWriter(TEMPLATE_COLUMNS, separator);
  return (
    writer.header() +
    writer.record(
      TEMPLATE_COLUMNS.map((c) => TEMPLATE_EXAMPLE[c] ?? ''),
      2,
    )
  );
}

/** The template's file name, the same in every shell: `users-template-semicolon.csv`. */
export function templateFileName(separator: CsvSeparator): string {
  return `users-template-${CSV_SEPARATOR_WORD[separator]}.csv`;
}

/** The template file: UTF-8 with a BOM, so that Excel shows the umlauts. */
export function templateBytes(separator: CsvSeparator): Uint8Array {
  const body = new TextEncoder().encode(templateText(separator));
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}
