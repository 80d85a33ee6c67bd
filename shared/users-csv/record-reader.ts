import { CsvTokenizer, MALFORMED_QUOTE, UNTERMINATED_QUOTE } from './csv-tokenizer';
import { LINE_ENDING_TEXT, SEPARATOR_CHAR, guessEncoding, guessLineEnding, guessSeparator } from './detection';
import type { CsvEncoding, Detection, Separator } from './detection';
import type { Finding } from './findings';

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
  private sample: Uint8Array[] = [];
  private sampleLength = 0;
  private decoder: TextDecoder | undefined;
  private fatalUtf8 = false;
  private nonAscii = false;
  private tokenizer: CsvTokenizer | undefined;
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
    this.tokenizer = new CsvTokenizer(SEPARATOR_CHAR[sep.separator], LINE_ENDING_TEXT[lineEnding], {
      row: (fields, breaks, flags) => this.row(fields, breaks, flags),
    });
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
    const tokenizer = this.tokenizer;
    if (this.stopped || !tokenizer) return;
    if (text !== '') tokenizer.push(text);
    if (final) {
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
  private row(fields: string[], breaks: number, flags: number): void {
    if (this.stopped) return;
    const line = this.nextLine;
    this.nextLine = line + breaks + 1;
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
      this.headerSeen = true;
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
      this.sink.record(fields, line, breaks > 0);
    }
  }
}
