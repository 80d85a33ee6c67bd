import Papa from 'papaparse';

/** The user CSV columns since 5.34 (spec 2.2), in their canonical spelling. */
export const USER_COLUMNS = [
  'name',
  'email',
  'givenName',
  'surName',
  'password',
  'phone',
  'position',
  'country',
  'managedAppleId',
] as const;
export const MANDATORY_COLUMNS = ['name', 'email', 'givenName', 'surName', 'password'] as const;
export const MAX_CUSTOM_COLUMNS = 15;

export interface CsvRecord {
  /** Line of the file where the record starts (the header is line 1). */
  line: number;
  fields: string[];
  /** A quoting problem papaparse found in this record. */
  parseError?: string;
}

export interface UserCsvFile {
  /** Canonical column name per header position; undefined for a column the server ignores. */
  columns: (string | undefined)[];
  records: CsvRecord[];
}

export type ReadOutcome = { ok: true; file: UserCsvFile } | { ok: false; error: string };

const CANONICAL = new Map<string, string>(USER_COLUMNS.map((c) => [c.toLowerCase(), c]));

/** Maps a header cell to its column, case-insensitively; custom1..custom15 included. */
export function canonicalColumn(header: string): string | undefined {
  const key = header.trim().toLowerCase();
  const known = CANONICAL.get(key);
  if (known) return known;
  const custom = /^custom(\d+)$/.exec(key);
  return custom ? `custom${Number(custom[1])}` : undefined;
}

function decodeText(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    // A NUL character does not occur in text files; it marks a binary upload.
    return text.includes('\u0000') ? undefined : text;
  } catch {
    return undefined;
  }
}

/**
 * Reads an uploaded user CSV as the server does before processing any line: decodes
 * UTF-8 (a BOM is dropped), parses RFC 4180 records with the chosen separator, checks the
 * header line, and numbers each record by the line it starts on. Fails the whole file
 * (the job ends FAILED with this error) when it is not text, has no header line, lacks a
 * mandatory column or has more than 15 custom columns.
 */
export function readUserCsv(bytes: Uint8Array, separator: ',' | ';'): ReadOutcome {
  const text = decodeText(bytes);
  if (text === undefined)
    return { ok: false, error: 'The uploaded file is not a text file (it is not valid UTF-8 text)' };
  const rows: CsvRecord[] = [];
  let previousCursor = 0;
  let countedUpTo = 0;
  let linesBefore = 0;
  let newlineChar = '\n';
  Papa.parse<string[]>(text, {
    delimiter: separator,
    skipEmptyLines: false,
    step(result) {
      if (rows.length === 0 && result.meta.linebreak === '\r') newlineChar = '\r';
      const start = previousCursor;
      for (let i = countedUpTo; i < start; i++) if (text.charCodeAt(i) === newlineChar.charCodeAt(0)) linesBefore++;
      countedUpTo = start;
      previousCursor = result.meta.cursor;
      const fields = result.data;
      const error = result.errors[0];
      rows.push({ line: linesBefore + 1, fields, ...(error ? { parseError: error.message } : {}) });
    },
  });
  const headerRow = rows[0];
  if (!headerRow || (headerRow.fields.length === 1 && headerRow.fields[0]!.trim() === '')) {
    return { ok: false, error: 'The file has no header line (line 1 is empty)' };
  }
  const columns = headerRow.fields.map(canonicalColumn);
  const missing = MANDATORY_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const separatorName = separator === ',' ? 'COMMA' : 'SEMICOLON';
    return {
      ok: false,
      error: `Mandatory column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')} missing from the header line (line 1, separator ${separatorName})`,
    };
  }
  const customs = columns.filter((c): c is string => c !== undefined && c.startsWith('custom'));
  const tooHigh = customs.find(
    (c) => Number(c.slice('custom'.length)) > MAX_CUSTOM_COLUMNS || Number(c.slice('custom'.length)) < 1,
  );
  if (customs.length > MAX_CUSTOM_COLUMNS || tooHigh) {
    return {
      ok: false,
      error: `Too many custom columns: at most ${MAX_CUSTOM_COLUMNS} (custom1 to custom${MAX_CUSTOM_COLUMNS}) are allowed${tooHigh ? `, found '${tooHigh}'` : `, found ${customs.length}`}`,
    };
  }
  // Blank lines are not records: a real server skips them without a report entry.
  const records = rows.slice(1).filter((r) => !(r.fields.length === 1 && r.fields[0] === '' && !r.parseError));
  return { ok: true, file: { columns, records } };
}
