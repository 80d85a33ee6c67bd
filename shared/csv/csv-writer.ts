/**
 * The one CSV writer for every file the app hands to a person (device and organization
 * exports, the per-line report, failed rows): RFC 4180 (CRLF line ends; a field holding the
 * separator, a quote, CR or LF is quoted and its quotes doubled), and a guard against
 * spreadsheet formulas: a text cell starting with `=`, `+`, `-`, `@`, a tab or a CR is
 * prefixed with `'` so that Excel or LibreOffice shows it instead of running it (OWASP
 * "CSV injection"). Plain numbers (`-5`, `+4930123`, `1.5`) are left as they are: no
 * spreadsheet runs them, and phone numbers in international format must stay intact.
 *
 * The upload file the server imports is written by `users-csv/upload-writer.ts` instead:
 * there every value must reach the server exactly as the administrator wrote it.
 */

export interface CsvFormat {
  /** Field separator: ',' (the default) or ';' (German spreadsheets). */
  separator: string;
}

export const COMMA_CSV: CsvFormat = { separator: ',' };

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** A cell's text with the formula guard applied. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** One cell: guarded, then quoted where RFC 4180 needs it. */
export function csvCell(text: string, format: CsvFormat = COMMA_CSV): string {
  const guarded = guardFormula(text);
  const needsQuotes =
    guarded.includes('"') || guarded.includes(format.separator) || guarded.includes('\n') || guarded.includes('\r');
  return needsQuotes ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One line, CRLF-terminated. */
export function csvLine(cells: readonly string[], format: CsvFormat = COMMA_CSV): string {
  let out = '';
  for (let i = 0; i < cells.length; i++) out += (i === 0 ? '' : format.separator) + csvCell(cells[i]!, format);
  return `${out}\r\n`;
}
