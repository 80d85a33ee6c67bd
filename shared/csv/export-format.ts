import { z } from 'zod';
import type { CsvFormat } from './csv-writer';
import { CSV_SEPARATOR_CHAR, CSV_SEPARATORS } from './separator';

/**
 * How a file for a person is written: the separator and whether it starts with a UTF-8 byte
 * order mark. German Excel opens a file in columns only with semicolons, and reads umlauts
 * right only after a BOM; so the app offers both, chosen by the language and changeable in
 * each export dialog. Absent: commas and no BOM, as before.
 */
export const exportFormatSchema = z.object({
  separator: z.enum(CSV_SEPARATORS),
  bom: z.boolean(),
});
export type ExportFormat = z.infer<typeof exportFormatSchema>;

export const PLAIN_EXPORT: ExportFormat = { separator: 'COMMA', bom: false };
export const GERMAN_EXCEL_EXPORT: ExportFormat = { separator: 'SEMICOLON', bom: true };

/** The byte order mark, written as the file's first character. */
export const BOM = '\uFEFF';

/** The CSV writer's format for an export format. */
export function csvFormatOf(format: ExportFormat = PLAIN_EXPORT): CsvFormat {
  return { separator: CSV_SEPARATOR_CHAR[format.separator] };
}

/** What goes before the header line: the BOM, or nothing. */
export const preambleOf = (format: ExportFormat = PLAIN_EXPORT): string => (format.bom ? BOM : '');
