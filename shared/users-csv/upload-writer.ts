import { mappingError, targetOrder } from './columns';
import type { ColumnMapping, UploadColumn, UploadMapping } from './columns';
import { CSV_SEPARATOR_CHAR } from '../csv/separator';
import type { CsvSeparator } from '../csv/separator';

const LINE_END = '\r\n';

/** RFC 4180 quoting: a value is quoted when it holds the separator, a quote, or a line break; quotes are doubled. */
export function quoteValue(value: string, separator: string): string {
  if (value.indexOf('"') !== -1) return `"${value.replace(/"/g, '""')}"`;
  if (value.indexOf(separator) !== -1 || value.indexOf('\n') !== -1 || value.indexOf('\r') !== -1) return `"${value}"`;
  return value;
}

/** CRLF, CR and LF each become one space: every record stays on one physical line. */
export function flattenLineBreaks(value: string): string {
  return value.indexOf('\n') === -1 && value.indexOf('\r') === -1 ? value : value.replace(/\r\n|\r|\n/g, ' ');
}

/**
 * Writes the upload file record by record: the 5.34 names of the mapped columns (in the
 * spec's order, mandatory first), the chosen separator, RFC 4180 quoting, CRLF line ends,
 * UTF-8 text (encode with TextEncoder; no BOM, so the first header is exactly "name").
 *
 * One physical line per record, always: a line break inside a value is replaced by a space
 * (the `line-break` rule warns about it beforehand). So upload line k+1 is the k-th written
 * record whether the server counts physical lines or records, and the line map joins the
 * server's per-line report back to the source exactly, whatever was left out.
 */
export class UploadWriter {
  /** 5.34 column -> source column index, in output order. */
  private readonly columns: Array<{ target: UploadColumn; index: number }>;
  private readonly sep: string;
  /** Absent with `keepLineMap: false`. */
  private map: Uint32Array | undefined = new Uint32Array(1024);
  private nextLine = 2;
  /** Values whose line breaks were replaced by spaces. */
  flattenedValues = 0;
  /** Every source column is written, in its own place: a record's upload line is its values joined. */
  private readonly inPlace: boolean;

  /**
   * `keepLineMap: false`: the caller notes the source line of each record itself (convert
   * writes the line map to its file as it goes: 4 bytes a line kept otherwise, 40 MB for a
   * 1 GB file); `lineMap()` is then not available.
   */
  constructor(mapping: UploadMapping, separator: CsvSeparator, options: { keepLineMap?: boolean } = {}) {
    if (options.keepLineMap === false) this.map = undefined;
    const problem = mappingError(mapping);
    if (problem) throw new Error(`The column mapping is not usable: ${problem}.`);
    this.sep = CSV_SEPARATOR_CHAR[separator];
    this.columns = mapping
      .map((target, index) => ({ target, index }))
      .filter((c): c is { target: UploadColumn; index: number } => c.target != null)
      .sort((a, b) => targetOrder(a.target) - targetOrder(b.target));
    this.inPlace = this.columns.every((c, i) => c.index === i);
    if (this.map) this.map[1] = 1;
  }

  /**
   * Whether a record of `length` fields that is a plain line of the file (no quote, no line
   * break, its values joined by `separator`: `PlainRecord`) is written as that very line:
   * every column is written where it stands, with the same separator. Its values then need no
   * quoting (none holds a quote, the separator or a line break), so `record` would write
   * exactly them, joined. The caller copies the line and notes it with `copied`.
   */
  copiesPlain(length: number, separator: string): boolean {
    return this.inPlace && length === this.columns.length && length > 0 && separator === this.sep;
  }

  /** Notes that the record of `sourceLine` was copied as the next upload line (`copiesPlain`). */
  copied(sourceLine: number): void {
    this.note(sourceLine);
  }

  /** The header line. */
  header(): string {
    return this.columns.map((c) => c.target).join(this.sep) + LINE_END;
  }

  /** The line for one source record, and notes that it becomes the next upload line. */
  record(fields: readonly string[], sourceLine: number): string {
    let out = '';
    for (let i = 0; i < this.columns.length; i++) {
      out += this.field(fields[this.columns[i]!.index] ?? '', i === 0);
    }
    return this.finish(out, sourceLine);
  }

  /**
   * Like `record`, but a record whose field count differs from the header's keeps that
   * difference, so that the server judges it as it is ("upload every row"): a mapped column
   * the record does not reach is left out rather than sent empty, and fields beyond the
   * header are sent after the mapped ones. A record of the right length is written as by `record`.
   */
  recordAsRead(fields: readonly string[], headerLength: number, sourceLine: number): string {
    if (fields.length === headerLength) return this.record(fields, sourceLine);
    const values = this.columns.filter((c) => c.index < fields.length).map((c) => fields[c.index]!);
    for (let i = headerLength; i < fields.length; i++) values.push(fields[i]!);
    let out = '';
    for (let i = 0; i < values.length; i++) out += this.field(values[i]!, i === 0);
    return this.finish(out, sourceLine);
  }

  private field(raw: string, first: boolean): string {
    let value = raw;
    const flat = flattenLineBreaks(value);
    if (flat !== value) {
      this.flattenedValues++;
      value = flat;
    }
    return first ? quoteValue(value, this.sep) : this.sep + quoteValue(value, this.sep);
  }

  private finish(record: string, sourceLine: number): string {
    this.note(sourceLine);
    // An all-empty single-column record would be a blank line, which readers skip.
    return (record === '' ? '""' : record) + LINE_END;
  }

  /** The next upload line is the record of `sourceLine`. */
  private note(sourceLine: number): void {
    const line = this.nextLine++;
    const map = this.map;
    if (map) {
      if (line >= map.length) {
        const grown = new Uint32Array(map.length * 2);
        grown.set(map);
        this.map = grown;
      }
      this.map![line] = sourceLine;
    }
  }

  /** Upload lines written so far, the header included. */
  get lines(): number {
    return this.nextLine - 1;
  }

  /** `lineMap[uploadLine]` is the source line (index 0 unused; 1 is the header). Transferable to and from a worker. */
  lineMap(): Uint32Array {
    if (!this.map) throw new Error('This writer keeps no line map (keepLineMap: false).');
    return this.map.slice(0, this.nextLine);
  }
}

/**
 * The whole upload file from records held in memory (the UI's RowStore after edits):
 * `include` decides per source line (e.g. only lines without errors).
 */
export function writeUpload(
  records: Iterable<{ fields: readonly string[]; line: number }>,
  mapping: ColumnMapping,
  separator: CsvSeparator,
  include: (line: number) => boolean = () => true,
): { text: string; lineMap: Uint32Array; flattenedValues: number } {
  const writer = new UploadWriter(mapping, separator);
  const parts = [writer.header()];
  for (const r of records) if (include(r.line)) parts.push(writer.record(r.fields, r.line));
  return { text: parts.join(''), lineMap: writer.lineMap(), flattenedValues: writer.flattenedValues };
}
