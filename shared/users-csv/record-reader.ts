import Papa from 'papaparse';
import { LINE_ENDING_TEXT, SEPARATOR_CHAR, guessEncoding, guessLineEnding, guessSeparator } from './detection';
import type { CsvEncoding, Detection, Separator } from './detection';
import type { Finding } from './findings';
import { countLineBreaks, hasLineBreak } from './value-checks';

export interface ReadOptions {
  /** 'auto' (default) detects; anything else overrides detection. */
  encoding?: 'auto' | CsvEncoding;
  separator?: 'auto' | Separator;
  /** How many bytes are collected before the encoding and separator are decided (default 64 KiB). */
  sampleBytes?: number;
  /** A record still open after this many characters stops the reading (default 8 Mi): an unterminated quote. */
  maxRecordChars?: number;
}

/** What the reader hands on, in file order. */
export interface RecordSink {
  /** Once the sample is in; again if the encoding had to change later (UTF-8 turned out not to be). */
  detected(detection: Detection): void;
  /** The first line. */
  header(fields: string[]): void;
  /** A data record and the physical line it starts on; `hasLineBreak` when one of its values contains a line break. */
  record(fields: string[], line: number, hasLineBreak: boolean): void;
  /** Problems of the file itself (encoding, quotes, blank lines, empty file). */
  problem(finding: Finding): void;
}

interface PapaError {
  code: string;
  row: number;
}
interface PapaResult {
  data: string[][];
  errors: PapaError[];
  meta: { cursor: number };
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A LF, or a CR that is not the last byte (its LF may follow in the next chunk). */
function hasInnerLineBreak(bytes: Uint8Array): boolean {
  if (bytes.indexOf(10) !== -1) return true;
  const cr = bytes.indexOf(13);
  return cr !== -1 && cr < bytes.length - 1;
}

function countChar(text: string, ch: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf(ch); i !== -1 && i < end; i = text.indexOf(ch, i + 1)) n++;
  return n;
}

/**
 * Streams a CSV file: byte chunks in (any size, from a browser File stream or a Node fs
 * stream), records out with the physical line each starts on. Keeps only the unfinished
 * tail of the text between chunks, never the records. Chunk boundaries are safe: a
 * streaming TextDecoder holds split multi-byte characters, and papaparse's `ignoreLastRow`
 * leaves an unfinished record (open quote, CR waiting for its LF) for the next chunk.
 */
export class RecordReader {
  detection: Detection | undefined;
  /** True once the reader gave up (binary file, runaway quote); further input is ignored. */
  stopped = false;
  /** Number of data records handed on. */
  records = 0;
  private sample: Uint8Array[] = [];
  private sampleLength = 0;
  private decoder: TextDecoder | undefined;
  private fatalUtf8 = false;
  private nonAscii = false;
  private parser: Papa.Parser | undefined;
  private newline: '\r\n' | '\n' | '\r' = '\n';
  private pending = '';
  private headerSeen = false;
  private nextLine = 1;
  private bytes = 0;

  constructor(
    private readonly sink: RecordSink,
    private readonly options: ReadOptions = {},
  ) {}

  push(chunk: Uint8Array): void {
    if (this.stopped || chunk.length === 0) return;
    this.bytes += chunk.length;
    if (!this.decoder) {
      this.sample.push(chunk);
      this.sampleLength += chunk.length;
      if (this.sampleLength >= (this.options.sampleBytes ?? 65_536)) {
        // The line ending and separator are guessed from whole lines: wait for one (up to 1 MiB).
        this.sample = [concat(this.sample, this.sampleLength)];
        if (this.sampleLength >= 1_048_576 || hasInnerLineBreak(this.sample[0]!)) this.start(false);
      }
      return;
    }
    this.feed(this.decode(chunk), false);
  }

  end(): void {
    if (this.stopped) return;
    if (!this.decoder) this.start(true);
    else this.feed(this.decoder.decode(), true);
    if (this.stopped) return;
    if (!this.headerSeen) {
      this.sink.problem({
        line: 1,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: 'empty-file',
        message: this.bytes === 0 ? 'The file is empty (0 bytes).' : 'The file holds no header line, only blank lines.',
      });
    } else if (this.records === 0) {
      this.sink.problem({
        line: 1,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: 'no-records',
        message: 'The file has a header line but no user lines.',
      });
    }
  }

  private stop(finding: Finding): void {
    this.sink.problem(finding);
    this.stopped = true;
    this.pending = '';
  }

  private start(final: boolean): void {
    const bytes = concat(this.sample, this.sampleLength);
    this.sample = [];
    const chosenEncoding =
      this.options.encoding && this.options.encoding !== 'auto' ? this.options.encoding : undefined;
    const guess = guessEncoding(bytes, final);
    if (!guess.ok && !chosenEncoding) {
      this.stop({
        line: 1,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: 'binary-file',
        message: guess.message,
      });
      return;
    }
    const encoding = chosenEncoding ?? (guess.ok ? guess.encoding : 'utf-8');
    // A BOM is dropped when it belongs to the encoding in use.
    const bomLength = guess.ok && guess.bomLength > 0 && guess.encoding === encoding ? guess.bomLength : 0;
    const reason: Detection['encodingReason'] = chosenEncoding ? 'chosen' : guess.ok ? guess.reason : 'chosen';
    this.fatalUtf8 = encoding === 'utf-8' && reason === 'valid UTF-8';
    this.decoder = new TextDecoder(encoding, { fatal: this.fatalUtf8, ignoreBOM: true });
    const text = final ? this.decoder.decode(bytes.subarray(bomLength)) : this.decode(bytes.subarray(bomLength));
    const lineEnding = guessLineEnding(text, true) ?? 'lf';
    const chosenSeparator =
      this.options.separator && this.options.separator !== 'auto' ? this.options.separator : undefined;
    const sep = chosenSeparator
      ? { separator: chosenSeparator, reason: 'chosen' as const }
      : guessSeparator(text, lineEnding, final);
    this.detection = {
      encoding: this.detection?.encoding ?? encoding,
      encodingReason: this.detection?.encodingReason ?? reason,
      bom: bomLength > 0,
      separator: sep.separator,
      separatorReason: sep.reason,
      lineEnding,
    };
    this.newline = LINE_ENDING_TEXT[lineEnding];
    this.parser = new Papa.Parser({ delimiter: SEPARATOR_CHAR[sep.separator], newline: this.newline });
    this.sink.detected(this.detection);
    this.feed(text, final);
  }

  private decode(chunk: Uint8Array): string {
    const decoder = this.decoder!;
    if (!this.fatalUtf8) return decoder.decode(chunk, { stream: true });
    try {
      const text = decoder.decode(chunk, { stream: true });
      if (text.length !== chunk.length) this.nonAscii = true;
      return text;
    } catch {
      this.fatalUtf8 = false;
      if (!this.nonAscii) {
        // Everything so far was ASCII, which reads the same in Windows-1252: switch quietly.
        this.decoder = new TextDecoder('windows-1252');
        if (this.detection) {
          this.detection = { ...this.detection, encoding: 'windows-1252', encodingReason: 'not valid UTF-8' };
          this.sink.detected(this.detection);
        } else {
          this.detection = {
            encoding: 'windows-1252',
            encodingReason: 'not valid UTF-8',
            bom: false,
            separator: 'comma',
            separatorReason: 'default',
            lineEnding: 'lf',
          };
        }
      } else {
        this.decoder = new TextDecoder('utf-8');
        this.sink.problem({
          line: this.nextLine,
          column: '',
          columnIndex: null,
          severity: 'error',
          rule: 'encoding',
          message: `Bytes that are not valid UTF-8 appear from about line ${this.nextLine} on, although earlier lines are UTF-8: the file mixes encodings, and those characters read as "\uFFFD". Save the file again as UTF-8.`,
        });
      }
      return this.decoder.decode(chunk, { stream: true });
    }
  }

  private feed(text: string, final: boolean): void {
    if (this.stopped || !this.parser) return;
    const input = this.pending === '' ? text : this.pending + text;
    if (input === '') return;
    const result = this.parser.parse(input, 0, !final) as PapaResult;
    const rows = result.data;
    const consumed = result.meta.cursor;
    // The final parse turns a trailing line break into one more, empty row: that is no line.
    let terminated = !final;
    if (final && rows.length > 0) {
      const last = rows[rows.length - 1]!;
      if (last.length === 1 && last[0] === '' && (input.endsWith('\n') || input.endsWith('\r'))) {
        rows.pop();
        terminated = true;
      }
    }
    this.pending = final ? '' : input.substring(consumed);
    this.emit(rows, result.errors, input, consumed, terminated);
    const max = this.options.maxRecordChars ?? 8 * 1024 * 1024;
    if (!final && this.pending.length > max) {
      const quoted = this.pending.indexOf('"') !== -1;
      this.stop({
        line: this.nextLine,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: quoted ? 'unterminated-quote' : 'line-too-long',
        message: quoted
          ? `The record starting on line ${this.nextLine} is still open after ${max} characters: a quote (") opened there is never closed. Reading stopped.`
          : `Line ${this.nextLine} is longer than ${max} characters without a line break: this is not a user CSV file. Reading stopped.`,
      });
    }
  }

  /** `terminated`: every row ends with a line break (false when the last row of the file has none). */
  private emit(rows: string[][], errors: PapaError[], input: string, consumed: number, terminated: boolean): void {
    // Fast path: when the consumed text holds exactly one line break per row (the last one's
    // missing if unterminated), no value spans lines.
    const nl = this.newline;
    const lf = nl === '\r' ? 0 : countChar(input, '\n', consumed);
    const cr = nl === '\n' ? 0 : countChar(input, '\r', consumed);
    const breaks = nl === '\n' ? lf : cr;
    const clean =
      (nl === '\n'
        ? input.indexOf('\r') === -1 || input.indexOf('\r') >= consumed
        : nl === '\r'
          ? input.indexOf('\n') === -1 || input.indexOf('\n') >= consumed
          : lf === cr) && breaks === (terminated ? rows.length : rows.length - 1);
    const problems = errors.length > 0 ? new Map(errors.map((e) => [e.row, e.code])) : undefined;
    let line = this.nextLine;
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      let extra = 0;
      if (!clean) for (let f = 0; f < row.length; f++) if (hasLineBreak(row[f]!)) extra += countLineBreaks(row[f]!);
      const problem = problems?.get(r);
      if (problem === 'MissingQuotes') {
        this.sink.problem({
          line,
          column: '',
          columnIndex: row.length - 1,
          severity: 'error',
          rule: 'unterminated-quote',
          message: `The quote (") that opens field ${row.length} on line ${line} is never closed: everything from there to the end of the file is read as that one value, so those lines are not checked.`,
        });
        line += extra + 1;
        continue;
      }
      if (problem === 'InvalidQuotes') {
        this.sink.problem({
          line,
          column: '',
          columnIndex: null,
          severity: 'error',
          rule: 'malformed-quote',
          message: `Line ${line} has a quoted value with a stray quote inside: a quote within a quoted value must be doubled ("").`,
        });
      }
      if (!this.headerSeen) {
        this.headerSeen = true;
        this.sink.header(row);
      } else if (row.length === 1 && row[0] === '') {
        this.sink.problem({
          line,
          column: '',
          columnIndex: null,
          severity: 'warning',
          rule: 'blank-line',
          message: `Line ${line} is blank; it is left out of the upload file.`,
        });
      } else {
        this.records++;
        this.sink.record(row, line, extra > 0);
      }
      line += extra + 1;
    }
    this.nextLine = line;
  }
}
