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
  // A 26.x server's user record has it (shared/reference): a third system's key of the person.
  'foreignKey',
] as const;
/**
 * Fields of the server's user import record (`UserCsvImportEntry`) beyond the specification's
 * table that the demo server takes from a column of that name: `true` or `false`, a blank
 * cell leaves the user's as it is.
 */
export const FLAG_COLUMNS = ['passwordChangeRequired', 'activated'] as const;
export type FlagColumn = (typeof FLAG_COLUMNS)[number];
export const MANDATORY_COLUMNS = ['name', 'email', 'givenName', 'surName', 'password'] as const;
export const MAX_CUSTOM_COLUMNS = 15;
/** A record still open after this many characters is a runaway quote: the file is refused. */
export const MAX_RECORD_CHARS = 8 * 1024 * 1024;

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

const CANONICAL = new Map<string, string>([...USER_COLUMNS, ...FLAG_COLUMNS].map((c) => [c.toLowerCase(), c]));

/** Maps a header cell to its column, case-insensitively (`surname` is `surName`); custom1..custom15 included. */
export function canonicalColumn(header: string): string | undefined {
  const key = header.trim().toLowerCase();
  const known = CANONICAL.get(key);
  if (known) return known;
  const custom = /^custom(\d+)$/.exec(key);
  return custom ? `custom${Number(custom[1])}` : undefined;
}

interface PapaResult {
  data: string[][];
  errors: { row: number; message: string }[];
  meta: { cursor: number };
}

function headerProblem(columns: (string | undefined)[], separator: ',' | ';'): string | undefined {
  const missing = MANDATORY_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const separatorName = separator === ',' ? 'COMMA' : 'SEMICOLON';
    return `Mandatory column${missing.length > 1 ? 's' : ''} ${missing.map((m) => `'${m}'`).join(', ')} missing from the header line (line 1, separator ${separatorName})`;
  }
  const customs = columns.filter((c): c is string => c !== undefined && c.startsWith('custom'));
  const tooHigh = customs.find(
    (c) => Number(c.slice('custom'.length)) > MAX_CUSTOM_COLUMNS || Number(c.slice('custom'.length)) < 1,
  );
  if (customs.length > MAX_CUSTOM_COLUMNS || tooHigh) {
    return `Too many custom columns: at most ${MAX_CUSTOM_COLUMNS} (custom1 to custom${MAX_CUSTOM_COLUMNS}) are allowed${tooHigh ? `, found '${tooHigh}'` : `, found ${customs.length}`}`;
  }
  return undefined;
}

/**
 * Reads an uploaded user CSV as the server does, chunk by chunk, so that a file of any size
 * streams from disk: decodes UTF-8 (a BOM is dropped), parses RFC 4180 records with the
 * chosen separator, checks the header line, and numbers each record by the line it starts
 * on. Only the unfinished tail of the last record is kept between chunks. `error` is set
 * (and reading stops) when the file is not text, has no header line, lacks a mandatory
 * column, has more than 15 custom columns, or a record stays open past MAX_RECORD_CHARS.
 */
export class UserCsvReader {
  columns: (string | undefined)[] | undefined;
  error: string | undefined;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private parser: Papa.Parser | undefined;
  private newline: '\n' | '\r' | '\r\n' | undefined;
  private pending = '';
  private nextLine = 1;
  private ready: CsvRecord[] = [];

  constructor(private readonly separator: ',' | ';') {}

  /** Feeds the next bytes of the file. */
  push(chunk: Uint8Array): void {
    if (this.error !== undefined) return;
    let text: string;
    try {
      text = this.decoder.decode(chunk, { stream: true });
    } catch {
      this.fail('The uploaded file is not a text file (it is not valid UTF-8 text)');
      return;
    }
    this.feed(text, false);
  }

  /** The file has ended. */
  end(): void {
    if (this.error !== undefined) return;
    let text: string;
    try {
      text = this.decoder.decode();
    } catch {
      this.fail('The uploaded file is not a text file (it is not valid UTF-8 text)');
      return;
    }
    this.feed(text, true);
    if (this.error === undefined && this.columns === undefined)
      this.fail('The file has no header line (line 1 is empty)');
  }

  /** The data records read since the last call. */
  take(): CsvRecord[] {
    const out = this.ready;
    this.ready = [];
    return out;
  }

  private fail(message: string): void {
    this.error = message;
    this.ready = [];
    this.pending = '';
  }

  private feed(text: string, final: boolean): void {
    // A NUL character does not occur in text files; it marks a binary upload.
    if (text.includes('\u0000')) {
      this.fail('The uploaded file is not a text file (it is not valid UTF-8 text)');
      return;
    }
    const input = this.pending + text;
    if (input === '' && !final) return;
    if (!this.parser) {
      const lf = input.indexOf('\n');
      const cr = input.indexOf('\r');
      // The first line break decides the line ending: wait for it, and for what follows a CR.
      const undecided = (lf === -1 && cr === -1) || (cr === input.length - 1 && lf === -1);
      if (!final && undecided && input.length < MAX_RECORD_CHARS) {
        this.pending = input;
        return;
      }
      this.newline = cr !== -1 && (lf === -1 || cr < lf) ? (input[cr + 1] === '\n' ? '\r\n' : '\r') : '\n';
      this.parser = new Papa.Parser({ delimiter: this.separator, newline: this.newline });
    }
    if (input === '') return;
    const result = this.parser.parse(input, 0, !final) as PapaResult;
    const consumed = final ? input.length : result.meta.cursor;
    const rows = result.data;
    if (final && rows.length > 0) {
      const last = rows[rows.length - 1]!;
      // The final parse turns a trailing line break into one more, empty row: that is no line.
      if (last.length === 1 && last[0] === '' && /[\r\n]$/.test(input)) rows.pop();
    }
    this.pending = final ? '' : input.substring(consumed);
    const problems = result.errors.length > 0 ? new Map(result.errors.map((e) => [e.row, e.message])) : undefined;
    const breakChar = this.newline === '\r' ? '\r' : '\n';
    for (let r = 0; r < rows.length; r++) {
      const fields = rows[r]!;
      const line = this.nextLine;
      let breaks = 0;
      for (const field of fields) {
        if (field.indexOf(breakChar) === -1) continue;
        for (let i = 0; i < field.length; i++) if (field[i] === breakChar) breaks++;
      }
      this.nextLine += breaks + 1;
      const parseError = problems?.get(r);
      if (this.columns === undefined) {
        if (fields.length === 1 && fields[0]!.trim() === '') {
          this.fail('The file has no header line (line 1 is empty)');
          return;
        }
        this.columns = fields.map(canonicalColumn);
        const problem = headerProblem(this.columns, this.separator);
        if (problem) {
          this.fail(problem);
          return;
        }
        continue;
      }
      // Blank lines are not records: a real server skips them without a report entry.
      if (fields.length === 1 && fields[0] === '' && parseError === undefined) continue;
      this.ready.push({ line, fields, ...(parseError !== undefined ? { parseError } : {}) });
    }
    if (!final && this.pending.length > MAX_RECORD_CHARS) {
      this.fail(
        `The record starting on line ${this.nextLine} is still open after ${MAX_RECORD_CHARS} characters: a quote (") opened there is never closed`,
      );
    }
  }
}

/** Reads a whole file held in memory (tests, small uploads). */
export function readUserCsv(bytes: Uint8Array, separator: ',' | ';'): ReadOutcome {
  const reader = new UserCsvReader(separator);
  reader.push(bytes);
  const records = reader.take();
  reader.end();
  records.push(...reader.take());
  if (reader.error !== undefined) return { ok: false, error: reader.error };
  return { ok: true, file: { columns: reader.columns!, records } };
}

/** Reads chunks of a file (a stream from disk) in batches of records, for a job that paces itself. */
export async function* readUserCsvBatches(
  chunks: AsyncIterable<Uint8Array>,
  separator: ',' | ';',
  onHeader: (columns: (string | undefined)[]) => void,
): AsyncGenerator<CsvRecord[], string | undefined> {
  const reader = new UserCsvReader(separator);
  let announced = false;
  for await (const chunk of chunks) {
    reader.push(chunk);
    if (reader.error !== undefined) return reader.error;
    if (!announced && reader.columns) {
      announced = true;
      onHeader(reader.columns);
    }
    const records = reader.take();
    if (records.length > 0) yield records;
  }
  reader.end();
  if (reader.error !== undefined) return reader.error;
  if (!announced && reader.columns) onHeader(reader.columns);
  const records = reader.take();
  if (records.length > 0) yield records;
  return undefined;
}
