import { countLineBreaks, hasLineBreak } from './value-checks';

/** What the tokenizer hands on, record by record, in text order. */
export interface RowSink {
  /**
   * One record. `breaks`: physical line breaks inside its values (CRLF once, a lone CR or LF
   * once each). `flags`: MALFORMED_QUOTE when a quoted value held a stray quote,
   * UNTERMINATED_QUOTE when the text ended inside a quoted value (the last field is then the
   * rest of the text, doubled quotes undone, and this is the last record).
   */
  row(fields: string[], breaks: number, flags: number): void;
}

export const MALFORMED_QUOTE = 1;
export const UNTERMINATED_QUOTE = 2;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Between fields, or at the start of a record. */
const FIELD_START = 0;
/** Inside a value that did not start with a quote: it ends at the next separator or line break. */
const UNQUOTED = 1;
/** Inside a quoted value. */
const QUOTED = 2;
/** After a quote inside a quoted value that was followed by white space up to the end of the text seen so far. */
const AFTER_QUOTE = 3;

/** The characters `String.prototype.trim` removes (papaparse allows them between a closing quote and the separator). */
function isWhite(c: number): boolean {
  return c <= 32
    ? c === 32 || (c >= 9 && c <= 13)
    : c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000 ||
        c === 0xfeff;
}

/**
 * `""` -> `"`. A long piece by split and join: `replace(/""/g, '"')`'s result held ~34 bytes
 * per pair (283 MB of heap for 8 M pairs, against 16 MB). A short value by `replace`, which is
 * faster there (split and join took ~30 ms per million lines of the csv-engine bench).
 */
function undouble(raw: string): string {
  return raw.length < 4096 ? raw.replace(DOUBLED, '"') : raw.split('""').join('"');
}

const DOUBLED = /""/g;

/** A CR or LF that is not part of a CRLF. */
const LONE_BREAK = /\r(?!\n)|(?<!\r)\n/;

/**
 * An RFC 4180 tokenizer that keeps its state between pieces of text, so that every
 * character is looked at a bounded number of times whatever the chunking: a value that
 * spans many chunks is collected as pieces and joined once when it ends (papaparse's
 * Parser, given the unfinished tail again with each chunk, read a long quoted value once
 * per chunk: quadratic). It reads what papaparse reads: a value starting with a quote runs
 * to the quote that is followed by the separator, the line break or the end (white space
 * in between is dropped); `""` inside is one quote; any other quote inside is kept as text
 * and flagged (MALFORMED_QUOTE); a quote inside an unquoted value is text. Only the given
 * line break ends a record; other CR or LF characters are part of a value.
 */
export class CsvTokenizer {
  /** Characters of the record still open, read so far (the reader stops a runaway one). */
  recordChars = 0;
  /**
   * While the sink's `row` runs: where the record lies in the text last pushed, from
   * `plainStart` to `plainEnd` (its line break excluded), when it is a plain line, its text
   * exactly its values joined by the separator: wholly in that text, ended by the line break,
   * no quote anywhere in it and no line break inside a value. -1 otherwise.
   */
  plainStart = -1;
  plainEnd = -1;
  private state = FIELD_START;
  private row: string[] = [];
  /**
   * The current value's text from earlier pieces of text. Doubled quotes are undone piece by
   * piece (a piece never ends inside a pair: a last quote is carried), so a piece is a new
   * string of its own size.
   */
  private parts: string[] = [];
  /** A doubled quote was seen since the current quoted piece started. */
  private escaped = false;
  /** AFTER_QUOTE: the white space seen after the quote. */
  private spaces = '';
  private breaks = 0;
  private flags = 0;
  /** A last character that can only be understood with the next one (a quote, or a CR before a LF). */
  private carry = '';
  private readonly delimiterCode: number;
  private readonly newlineCode: number;
  private readonly crlf: boolean;

  constructor(
    private readonly delimiter: string,
    private readonly newline: '\n' | '\r\n' | '\r',
    private readonly sink: RowSink,
  ) {
    if (delimiter.length !== 1) throw new Error('The separator must be one character.');
    this.delimiterCode = delimiter.charCodeAt(0);
    this.newlineCode = newline.charCodeAt(0);
    this.crlf = newline.length === 2;
  }

  /** True while the record being read is inside a quoted value. */
  get inQuotes(): boolean {
    return this.state === QUOTED || this.state === AFTER_QUOTE;
  }

  push(text: string): void {
    this.run(text, false);
  }

  /** The end of the text: the last record needs no line break; a quote still open is reported. */
  end(): void {
    this.run('', true);
  }

  private run(text: string, final: boolean): void {
    // Positions in `input` less `base` are positions in `text`.
    const base = this.carry.length;
    let input = this.carry === '' ? text : this.carry + text;
    this.carry = '';
    if (!final && input.length > 0) {
      const last = input.charCodeAt(input.length - 1);
      if (last === QUOTE || (this.crlf && last === CR)) {
        this.carry = input.charAt(input.length - 1);
        input = input.substring(0, input.length - 1);
      }
    }
    const n = input.length;
    const { delimiter, delimiterCode, newline } = this;
    const newlineLength = newline.length;
    // Whether an unquoted value of this text can hold a line break that is not the record's.
    const foreign =
      newlineLength === 2 ? LONE_BREAK.test(input) : input.indexOf(this.newlineCode === LF ? '\r' : '\n') !== -1;
    let i = 0;
    /** Where the record still open at the end of this text started in it. */
    let rowStart = 0;
    /** Where the record being read started in `input`; -1: in an earlier text. */
    let recordStart = this.state === FIELD_START && this.row.length === 0 && this.parts.length === 0 ? 0 : -1;
    /** The first quote at or after `recordStart` (-2: not searched yet). */
    let nextQuote = -2;

    if (this.state === AFTER_QUOTE && n > 0) {
      const k = this.skipWhite(input, 0);
      if (k === n) {
        this.spaces += input;
        i = n;
      } else if (input.charCodeAt(k) === delimiterCode) {
        this.closeQuoted('');
        i = k + 1;
      } else if (this.newlineAt(input, k)) {
        this.closeQuoted('');
        i = rowStart = recordStart = k + newlineLength;
        this.endRow();
      } else {
        // That quote did not close the value: it and the white space after it are text.
        this.flags |= MALFORMED_QUOTE;
        this.parts.push('"' + this.spaces);
        this.spaces = '';
        this.state = QUOTED;
      }
    }

    let nextDelimiter = input.indexOf(delimiter, i);
    let nextNewline = input.indexOf(newline, i);
    let fieldStart = i;
    let scan = i;
    outer: for (;;) {
      let state = this.state;
      if (state === FIELD_START) {
        if (i >= n) break;
        if (input.charCodeAt(i) === QUOTE) {
          state = this.state = QUOTED;
          fieldStart = scan = i + 1;
        } else {
          state = this.state = UNQUOTED;
          fieldStart = i;
        }
      }
      switch (state) {
        case UNQUOTED: {
          if (nextDelimiter !== -1 && nextDelimiter < i) nextDelimiter = input.indexOf(delimiter, i);
          if (nextNewline !== -1 && nextNewline < i) nextNewline = input.indexOf(newline, i);
          if (nextDelimiter !== -1 && (nextDelimiter < nextNewline || nextNewline === -1)) {
            const value = input.substring(fieldStart, nextDelimiter);
            // The common case inline: a value wholly in this text that cannot hold a line break.
            if (foreign || this.parts.length > 0) this.unquoted(value, foreign);
            else {
              this.row.push(value);
              this.state = FIELD_START;
            }
            i = nextDelimiter + 1;
            continue;
          }
          if (nextNewline !== -1) {
            const value = input.substring(fieldStart, nextNewline);
            if (foreign || this.parts.length > 0) this.unquoted(value, foreign);
            else {
              this.row.push(value);
              this.state = FIELD_START;
              if (recordStart >= base) {
                if (nextQuote !== -1 && nextQuote < recordStart) nextQuote = input.indexOf('"', recordStart);
                if (nextQuote === -1 || nextQuote >= nextNewline) {
                  this.plainStart = recordStart - base;
                  this.plainEnd = nextNewline - base;
                }
              }
            }
            i = rowStart = recordStart = nextNewline + newlineLength;
            this.endRow();
            continue;
          }
          if (fieldStart < n) this.parts.push(input.substring(fieldStart));
          break outer;
        }
        case QUOTED: {
          const q = input.indexOf('"', scan);
          if (q === -1) {
            if (fieldStart < n) this.quotedPiece(input.substring(fieldStart));
            break outer;
          }
          if (q + 1 >= n) {
            if (final) {
              // The value ends with the text.
              this.closeQuoted(input.substring(fieldStart, q));
              rowStart = n;
              this.endRow();
            } else {
              // What this quote means depends on the next character (carried already).
              if (q > fieldStart) this.quotedPiece(input.substring(fieldStart, q));
              this.carry = '"' + this.carry;
            }
            break outer;
          }
          const c = input.charCodeAt(q + 1);
          if (c === QUOTE) {
            this.escaped = true;
            scan = q + 2;
            continue;
          }
          const k = c === delimiterCode || !isWhite(c) ? q + 1 : this.skipWhite(input, q + 1);
          if (k === n) {
            if (final) {
              this.closeQuoted(input.substring(fieldStart, q));
              rowStart = n;
              this.endRow();
            } else {
              // Whether this quote closes the value depends on what follows the white space.
              if (q > fieldStart) this.quotedPiece(input.substring(fieldStart, q));
              this.spaces = input.substring(q + 1);
              this.state = AFTER_QUOTE;
            }
            break outer;
          }
          if (input.charCodeAt(k) === delimiterCode) {
            this.closeQuoted(input.substring(fieldStart, q));
            i = k + 1;
            continue;
          }
          if (this.newlineAt(input, k)) {
            this.closeQuoted(input.substring(fieldStart, q));
            i = rowStart = recordStart = k + newlineLength;
            this.endRow();
            continue;
          }
          // A quote followed by text: kept as text.
          this.flags |= MALFORMED_QUOTE;
          scan = q + 1;
          continue;
        }
        default:
          // AFTER_QUOTE: the text held only white space.
          break outer;
      }
    }
    this.recordChars += n - rowStart;
    if (!final) return;

    switch (this.state) {
      case FIELD_START:
        // A record ending in a separator has one more, empty value.
        if (this.row.length > 0) {
          this.row.push('');
          this.endRow();
        }
        break;
      case UNQUOTED:
        this.unquoted('', true);
        this.endRow();
        break;
      case AFTER_QUOTE:
        this.closeQuoted('');
        this.endRow();
        break;
      case QUOTED: {
        const rest = this.take('');
        if (hasLineBreak(rest)) this.breaks += countLineBreaks(rest);
        this.row.push(rest);
        this.flags |= UNTERMINATED_QUOTE;
        this.state = FIELD_START;
        this.escaped = false;
        this.endRow();
        break;
      }
    }
  }

  /** The first position from `k` on that is not white space, the separator or the record's line break. */
  private skipWhite(input: string, k: number): number {
    const n = input.length;
    while (k < n) {
      const c = input.charCodeAt(k);
      if (c === this.delimiterCode || !isWhite(c) || this.newlineAt(input, k)) break;
      k++;
    }
    return k;
  }

  private newlineAt(input: string, k: number): boolean {
    return input.charCodeAt(k) === this.newlineCode && (!this.crlf || input.charCodeAt(k + 1) === LF);
  }

  private endRow(): void {
    this.sink.row(this.row, this.breaks, this.flags);
    this.plainStart = this.plainEnd = -1;
    this.row = [];
    this.breaks = 0;
    this.flags = 0;
    this.recordChars = 0;
  }

  /** The current value's text: the earlier pieces and this last one. */
  private take(last: string): string {
    if (this.parts.length === 0) return last;
    if (last !== '') this.parts.push(last);
    const text = this.parts.length === 1 ? this.parts[0]! : this.parts.join('');
    this.parts = [];
    return text;
  }

  private unquoted(last: string, foreign: boolean): void {
    const joined = this.parts.length > 0;
    const value = joined ? this.take(last) : last;
    if ((foreign || joined) && hasLineBreak(value)) this.breaks += countLineBreaks(value);
    this.row.push(value);
    this.state = FIELD_START;
  }

  /** A piece of a quoted value that goes on in the next text. */
  private quotedPiece(raw: string): void {
    this.parts.push(this.escaped ? undouble(raw) : raw);
    this.escaped = false;
  }

  private closeQuoted(last: string): void {
    const value = this.take(this.escaped ? undouble(last) : last);
    if (hasLineBreak(value)) this.breaks += countLineBreaks(value);
    this.row.push(value);
    this.escaped = false;
    this.spaces = '';
    this.state = FIELD_START;
  }
}
