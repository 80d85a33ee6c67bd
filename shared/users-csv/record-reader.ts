import { CsvTokenizer, MALFORMED_QUOTE, UNTERMINATED_QUOTE } from './csv-tokenizer';
import {
  LINE_ENDING_TEXT,
  DETECTED_SEPARATOR_CHAR,
  guessEncoding,
  guessLineEnding,
  guessSeparator,
  readsAsUtf8,
} from './detection';
import type { CsvEncoding, Detection, Separator } from './detection';
import type { Finding } from './findings';
import { Utf8Stream, countUtf8 } from './utf8-stream';
import { chunkDecoder } from './windows-1252';
import type { ChunkDecoder } from './windows-1252';
import { countLineBreaks } from './value-checks';

export interface ReadOptions {
  /** 'auto' (default) detects; anything else overrides detection. */
  encoding?: 'auto' | CsvEncoding;
  separator?: 'auto' | Separator;
  /** How many bytes are collected before the encoding and separator are decided (default 64 KiB). */
  sampleBytes?: number;
  /** A record still open after this many characters stops the reading (default 32 Mi): an unterminated quote. */
  maxRecordChars?: number;
}

/**
 * No user record comes near this; a quote that never closes does. Reading is linear in the
 * size of a record (the tokenizer never reads a character twice), so the limit is for memory:
 * an open record is held until it ends (its pieces, then the joined value: at most ~3 copies,
 * under 200 MB even for text beyond Latin-1).
 */
export const DEFAULT_MAX_RECORD_CHARS = 32 * 1024 * 1024;

/** White rows held back at the start before the first is taken as the header anyway. */
const MAX_HELD_ROWS = 1000;

/** A line of nothing but white space and separators (Excel writes empty rows as ";;;;"). */
function isWhiteRow(fields: string[]): boolean {
  for (const f of fields) if (f.trim() !== '') return false;
  return true;
}

/**
 * The source of a plain record (`CsvTokenizer.plainStart`): its text is exactly its values
 * joined by `separator`, with no quote and no line break, from `start` to `end` of `text`;
 * `bytes`, when present, is `text` as the file's bytes, one byte a character (ASCII read as
 * UTF-8), so the same positions are its bytes.
 */
export interface PlainRecord {
  text: string;
  bytes: Uint8Array | undefined;
  separator: string;
  start: number;
  end: number;
}

/** A piece of text as fed to the tokenizer, and its bytes where they are one a character. */
export interface SourcePiece {
  text: string;
  bytes: Uint8Array | undefined;
  separator: string;
}

/** What the reader hands on, in file order. */
export interface RecordSink {
  /** Once the sample is in; again if the encoding had to change later (UTF-8 turned out not to be). */
  detected(detection: Detection): void;
  /** The first line. */
  header(fields: string[]): void;
  /**
   * A data record and the physical line it starts on; `hasLineBreak` when one of its values
   * contains a line break. `plainStart` (>= 0 for a plain record) and `plainEnd`: where it lies
   * in the reader's `piece` (read it during the call).
   */
  record(fields: string[], line: number, hasLineBreak: boolean, plainStart: number, plainEnd: number): void;
  /**
   * Problems of the file itself (encoding, quotes, blank lines, empty file). `recordLine`: the
   * line of the record it belongs to, when that is not `finding.line` (an invalid byte on a
   * later line of a record that spans lines).
   */
  problem(finding: Finding, recordLine?: number): void;
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

/**
 * Streams a CSV file: byte chunks in (any size, from a browser File stream or a Node fs
 * stream), records out with the physical line each starts on. Keeps only the unfinished
 * record between chunks, never the records. Chunk boundaries are safe: a streaming
 * TextDecoder holds split multi-byte characters, and the tokenizer (`csv-tokenizer.ts`)
 * keeps its state between pieces of text (an open quote, a CR waiting for its LF), reading
 * each character once: linear in the size of any record.
 */
export class RecordReader {
  detection: Detection | undefined;
  /** True once the reader gave up (binary file, runaway quote); further input is ignored. */
  stopped = false;
  /** Number of data records handed on. */
  records = 0;
  /**
   * Not a readable CSV file: empty, only white space, binary, or reading stopped before the
   * first record (a runaway quote or line). The CLI exits 2 for these, 1 for a readable file
   * with errors (a header without records among them).
   */
  unreadable = false;
  private sample: Uint8Array[] = [];
  private sampleLength = 0;
  private started = false;
  /** Decodes UTF-8 and says where bytes are invalid. */
  private utf8: Utf8Stream | undefined;
  /** Decodes any other encoding. */
  private decoder: ChunkDecoder | undefined;
  /**
   * Bytes held back after the first invalid UTF-8 byte of a file that was ASCII until then:
   * UTF-8 with a bad byte, or Windows-1252 after all? Decided on them as on the first sample.
   */
  private window: Uint8Array[] | undefined;
  private windowLength = 0;
  private tokenizer: CsvTokenizer | undefined;
  private headerSeen = false;
  private headerFields: string[] = [];
  /** A row that is not just white space was read. */
  private contentSeen = false;
  /**
   * Leading rows of nothing but white space, held back: if the file has nothing else it is
   * empty, not a file with a blank header (with the missing-column errors that would bring).
   */
  private held: Array<{ fields: string[]; line: number; breaks: number }> = [];
  private nextLine = 1;
  private bytes = 0;
  /** The text being tokenized, for the records' plain spans. */
  piece: SourcePiece | undefined;
  /** The bytes of the text `decode` last answered when they are one a character (ASCII read as UTF-8). */
  private decodedBytes: Uint8Array | undefined;

  constructor(
    private readonly sink: RecordSink,
    private readonly options: ReadOptions = {},
  ) {}

  push(chunk: Uint8Array): void {
    if (this.stopped || chunk.length === 0) return;
    this.bytes += chunk.length;
    if (!this.started) {
      this.sample.push(chunk);
      this.sampleLength += chunk.length;
      if (this.sampleLength >= this.sampleBytes()) {
        // The line ending and separator are guessed from whole lines: wait for one (up to 1 MiB).
        this.sample = [concat(this.sample, this.sampleLength)];
        if (this.sampleLength >= 1_048_576 || hasInnerLineBreak(this.sample[0]!)) this.start(false);
      }
      return;
    }
    if (this.window) {
      this.window.push(chunk);
      this.windowLength += chunk.length;
      if (this.windowLength >= this.sampleBytes()) this.decideWindow(false);
      return;
    }
    this.feed(this.decode(chunk, false), false);
  }

  end(): void {
    if (this.stopped) return;
    if (!this.started) this.start(true);
    else if (this.window) this.decideWindow(true);
    else this.feed(this.decode(new Uint8Array(0), true), true);
    if (this.stopped) return;
    if (!this.headerSeen || !this.contentSeen) {
      // Nothing but white space: no header, nothing to check (white rows held back are dropped).
      this.unreadable = true;
      this.sink.problem({
        line: 1,
        column: '',
        columnIndex: null,
        severity: 'error',
        rule: 'empty-file',
        message:
          this.bytes === 0
            ? 'The file is empty (0 bytes): not a CSV file.'
            : `The file has no header line: its ${this.bytes} bytes are only blank lines, white space and separators.`,
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
    if (this.records === 0) this.unreadable = true;
    this.stopped = true;
    this.tokenizer = undefined;
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
    this.started = true;
    this.useEncoding(encoding);
    const text = this.decode(bytes.subarray(bomLength), final);
    const lineEnding = guessLineEnding(text, true) ?? 'lf';
    const chosenSeparator =
      this.options.separator && this.options.separator !== 'auto' ? this.options.separator : undefined;
    const sep = chosenSeparator
      ? { separator: chosenSeparator, reason: 'chosen' as const }
      : guessSeparator(text, lineEnding, final);
    this.detection = {
      encoding,
      encodingReason: reason,
      bom: bomLength > 0,
      separator: sep.separator,
      separatorReason: sep.reason,
      lineEnding,
    };
    const tokenizer: CsvTokenizer = new CsvTokenizer(
      DETECTED_SEPARATOR_CHAR[sep.separator],
      LINE_ENDING_TEXT[lineEnding],
      {
        row: (fields, breaks, flags) => this.row(fields, breaks, flags, tokenizer.plainStart, tokenizer.plainEnd),
      },
    );
    this.tokenizer = tokenizer;
    this.sink.detected(this.detection);
    this.feed(text, final);
  }

  private sampleBytes(): number {
    return this.options.sampleBytes ?? 65_536;
  }

  private useEncoding(encoding: CsvEncoding): void {
    this.utf8 = encoding === 'utf-8' ? new Utf8Stream() : undefined;
    this.decoder = encoding === 'utf-8' ? undefined : chunkDecoder(encoding);
  }

  private decode(chunk: Uint8Array, final: boolean): string {
    this.decodedBytes = undefined;
    const utf8 = this.utf8;
    if (!utf8) return this.decoder!.decode(chunk, { stream: !final });
    const wasAscii = utf8.ascii;
    const invalidBefore = utf8.invalidCount;
    const text = utf8.decode(chunk, final);
    // A plain view: a Node Buffer's own subarray() (a line each, when copied) costs a third more.
    if (utf8.lastAscii)
      this.decodedBytes =
        chunk.constructor === Uint8Array ? chunk : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (utf8.invalidCount > invalidBefore && this.detection?.encodingReason === 'valid UTF-8') {
      if (wasAscii) {
        // An invalid byte after nothing but ASCII: hold this chunk (ASCII before, so nothing is
        // lost) and decide on it and the next sampleBytes as on the first sample.
        this.window = [chunk];
        this.windowLength = chunk.length;
        if (final) this.decideWindow(true);
        return '';
      }
      this.detection = { ...this.detection, encodingReason: 'mostly valid UTF-8' };
      this.sink.detected(this.detection);
    }
    return text;
  }

  private decideWindow(final: boolean): void {
    const bytes = concat(this.window!, this.windowLength);
    this.window = undefined;
    if (readsAsUtf8(countUtf8(bytes, final))) {
      this.utf8 = new Utf8Stream();
      this.detection = { ...this.detection!, encodingReason: 'mostly valid UTF-8' };
    } else {
      this.useEncoding('windows-1252');
      this.detection = { ...this.detection!, encoding: 'windows-1252', encodingReason: 'not valid UTF-8' };
    }
    this.sink.detected(this.detection);
    this.feed(this.decode(bytes, final), final);
  }

  private feed(text: string, final: boolean): void {
    const tokenizer = this.tokenizer;
    if (this.stopped || !tokenizer) return;
    this.piece = { text, bytes: this.decodedBytes, separator: DETECTED_SEPARATOR_CHAR[this.detection!.separator] };
    this.decodedBytes = undefined;
    if (text !== '') tokenizer.push(text);
    if (final) {
      this.tokenizer = undefined;
      tokenizer.end();
      return;
    }
    const max = this.options.maxRecordChars ?? DEFAULT_MAX_RECORD_CHARS;
    if (tokenizer.recordChars > max) {
      const quoted = tokenizer.inQuotes;
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

  /** One record from the tokenizer, with the line breaks inside its values. */
  private row(fields: string[], breaks: number, flags: number, plainStart: number, plainEnd: number): void {
    if (this.stopped) return;
    const line = this.nextLine;
    this.nextLine = line + breaks + 1;
    if (this.utf8 && this.utf8.unclaimed > 0) this.reportInvalidBytes(fields, line, breaks > 0);
    if (flags & UNTERMINATED_QUOTE) {
      this.sink.problem({
        line,
        column: '',
        columnIndex: fields.length - 1,
        severity: 'error',
        rule: 'unterminated-quote',
        message: `The quote (") that opens field ${fields.length} on line ${line} is never closed: everything from there to the end of the file is read as that one value, so those lines are not checked.`,
      });
      return;
    }
    if (flags & MALFORMED_QUOTE) {
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
      if (isWhiteRow(fields) && this.held.length < MAX_HELD_ROWS) {
        this.held.push({ fields, line, breaks });
        return;
      }
      const held = this.held;
      this.held = [];
      for (const h of held) this.place(h.fields, h.line, h.breaks, -1, -1);
    }
    this.place(fields, line, breaks, plainStart, plainEnd);
  }

  /** The header (the first row), a blank line, or a record. */
  private place(fields: string[], line: number, breaks: number, plainStart: number, plainEnd: number): void {
    if (!isWhiteRow(fields)) this.contentSeen = true;
    if (!this.headerSeen) {
      this.headerSeen = true;
      this.headerFields = fields;
      this.sink.header(fields);
    } else if (fields.length === 1 && fields[0] === '') {
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
      this.sink.record(fields, line, breaks > 0, plainStart, plainEnd);
    }
  }

  /**
   * One `encoding` error per invalid UTF-8 sequence (usually one stray byte) in this record,
   * where it sits. An error, not a warning: the character is lost (it reads as U+FFFD and
   * would be uploaded so). The message names no byte and quotes no value: it may be a password.
   */
  private reportInvalidBytes(fields: string[], line: number, spansLines: boolean): void {
    const utf8 = this.utf8!;
    let breaksBefore = 0;
    for (let f = 0; f < fields.length && utf8.unclaimed > 0; f++) {
      const value = fields[f]!;
      for (let at = value.indexOf('\uFFFD'); at !== -1 && utf8.unclaimed > 0; at = value.indexOf('\uFFFD', at + 1)) {
        if (!utf8.claim()) continue;
        const where = line + (spansLines ? breaksBefore + countLineBreaks(value.slice(0, at)) : 0);
        const column = this.headerSeen ? (this.headerFields[f] ?? '') : '';
        this.sink.problem(
          {
            line: where,
            column,
            columnIndex: f,
            severity: 'error',
            rule: 'encoding',
            message:
              `Line ${where}, ${this.headerSeen ? `column ${f + 1}${column ? ` ("${column}")` : ''}` : `header field ${f + 1}`}, character ${at + 1} of the value: ` +
              `a byte that is not valid UTF-8, which reads as "\uFFFD". An error: that character is lost and would be uploaded as "\uFFFD". ` +
              `Correct it and save the file as UTF-8; if the whole file is Windows-1252, choose that encoding instead.`,
          },
          where === line ? undefined : line,
        );
      }
      if (spansLines) breaksBefore += countLineBreaks(value);
    }
  }
}
