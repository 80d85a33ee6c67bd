import { CsvTokenizer } from './csv-tokenizer';
import { countUtf8 } from './utf8-stream';

export type CsvEncoding = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';
export type Separator = 'comma' | 'semicolon' | 'tab' | 'pipe';
export type LineEnding = 'crlf' | 'lf' | 'cr';

/** The characters of the separators the reader detects in an administrator's file (not the upload's: csv/separator.ts). */
export const DETECTED_SEPARATOR_CHAR: Record<Separator, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };
export const LINE_ENDING_TEXT: Record<LineEnding, '\r\n' | '\n' | '\r'> = { crlf: '\r\n', lf: '\n', cr: '\r' };

/** What the reader decided about a file, and why (shown to the user, who may override it). */
export interface Detection {
  encoding: CsvEncoding;
  encodingReason:
    'byte order mark' | 'valid UTF-8' | 'mostly valid UTF-8' | 'not valid UTF-8' | 'NUL byte pattern' | 'chosen';
  bom: boolean;
  separator: Separator;
  separatorReason: 'detected' | 'default' | 'chosen';
  lineEnding: LineEnding;
}

export type EncodingGuess =
  | { ok: true; encoding: CsvEncoding; reason: Detection['encodingReason']; bomLength: number }
  | { ok: false; message: string };

/**
 * Decides the encoding from the first bytes: a BOM wins; NUL bytes mean UTF-16 without BOM
 * (when they sit on every other byte) or a binary file; otherwise UTF-8 when the sample
 * decodes as UTF-8, or mostly does (`readsAsUtf8`), else Windows-1252 (Excel's "CSV" on
 * German Windows).
 */
export function guessEncoding(sample: Uint8Array, final: boolean): EncodingGuess {
  const [b0, b1, b2] = [sample[0], sample[1], sample[2]];
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf)
    return { ok: true, encoding: 'utf-8', reason: 'byte order mark', bomLength: 3 };
  if (b0 === 0xff && b1 === 0xfe) return { ok: true, encoding: 'utf-16le', reason: 'byte order mark', bomLength: 2 };
  if (b0 === 0xfe && b1 === 0xff) return { ok: true, encoding: 'utf-16be', reason: 'byte order mark', bomLength: 2 };
  if (b0 === 0x50 && b1 === 0x4b && b2 === 0x03) {
    return {
      ok: false,
      message:
        'The file is a ZIP archive (an Excel .xlsx workbook?), not a CSV text file: save it as "CSV UTF-8" in Excel.',
    };
  }
  const firstNul = sample.indexOf(0);
  if (firstNul !== -1) {
    let evenNul = 0,
      oddNul = 0;
    for (let i = 0; i < sample.length; i++)
      if (sample[i] === 0) {
        if (i % 2 === 0) evenNul++;
        else oddNul++;
      }
    const half = sample.length / 2;
    if (oddNul > half * 0.3 && evenNul === 0)
      return { ok: true, encoding: 'utf-16le', reason: 'NUL byte pattern', bomLength: 0 };
    if (evenNul > half * 0.3 && oddNul === 0)
      return { ok: true, encoding: 'utf-16be', reason: 'NUL byte pattern', bomLength: 0 };
    return {
      ok: false,
      message: `The file contains a NUL byte at byte ${firstNul + 1}: it is a binary file, not a CSV text file.`,
    };
  }
  const utf8 = countUtf8(sample, final);
  if (utf8.invalid === 0) return { ok: true, encoding: 'utf-8', reason: 'valid UTF-8', bomLength: 0 };
  if (readsAsUtf8(utf8)) return { ok: true, encoding: 'utf-8', reason: 'mostly valid UTF-8', bomLength: 0 };
  return { ok: true, encoding: 'windows-1252', reason: 'not valid UTF-8', bomLength: 0 };
}

/**
 * Text with bytes that are not valid UTF-8: UTF-8 with a few bad bytes, or Windows-1252?
 * Whichever reading garbles fewer characters: as UTF-8 each invalid sequence becomes "�";
 * as Windows-1252 each valid multi-byte character becomes two or three others ("Ã¼" for
 * "ü"). A tie goes to UTF-8, whose damage is reported (each invalid sequence is an
 * `encoding` error with its line and column) where Windows-1252's would pass unseen. Without
 * a single valid multi-byte character (ASCII and stray high bytes: Excel's "CSV" on a German
 * Windows) it is Windows-1252.
 */
export function readsAsUtf8(count: { characters: number; invalid: number }): boolean {
  return count.invalid === 0 || (count.characters > 0 && count.characters >= count.invalid);
}

/** The first line break outside quotes decides; undefined while the sample has none (or ends on a CR that may start a CRLF). */
export function guessLineEnding(text: string, final: boolean): LineEnding | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (!quoted && c === 10) return 'lf';
    else if (!quoted && c === 13) {
      if (i + 1 < text.length) return text.charCodeAt(i + 1) === 10 ? 'crlf' : 'cr';
      return final ? 'cr' : undefined;
    }
  }
  return final ? 'lf' : undefined;
}

/**
 * The separator that splits the header into the most columns while splitting the following
 * lines into the same number (a comma inside "Müller, Hans" does not win over semicolons).
 */
export function guessSeparator(
  text: string,
  lineEnding: LineEnding,
  final: boolean,
): { separator: Separator; reason: 'detected' | 'default' } {
  let best: Separator = 'comma';
  let bestScore = 0;
  for (const separator of ['comma', 'semicolon', 'tab', 'pipe'] as const) {
    const read: string[][] = [];
    const tokenizer = new CsvTokenizer(DETECTED_SEPARATOR_CHAR[separator], LINE_ENDING_TEXT[lineEnding], {
      row: (fields) => {
        if (read.length < 30) read.push(fields);
      },
    });
    tokenizer.push(text);
    if (final) tokenizer.end();
    const rows = read.filter((r) => !(r.length === 1 && r[0] === ''));
    const width = rows[0]?.length ?? 0;
    if (width < 2) continue;
    const consistent = rows.slice(1).filter((r) => r.length === width).length;
    const score = (rows.length === 1 ? 1 : consistent / (rows.length - 1)) * 1000 + width;
    if (score > bestScore) {
      best = separator;
      bestScore = score;
    }
  }
  return { separator: best, reason: bestScore > 0 ? 'detected' : 'default' };
}
