// A deliberately simple CSV reader for property tests: whole text, one character at a time,
// no state carried between pieces. The streaming tokenizer must read exactly what this reads.
import { MALFORMED_QUOTE, UNTERMINATED_QUOTE } from '../../../../shared/users-csv/csv-tokenizer';
import { countLineBreaks } from '../../../../shared/users-csv/value-checks';

export interface ReferenceRow {
  fields: string[];
  breaks: number;
  flags: number;
}

/**
 * RFC 4180 as papaparse reads it: a value starting with a quote ends at a quote followed (after
 * white space, as `trim` knows it) by the separator, the line break or the end; `""` inside is
 * a quote; any other quote inside is text and flags the record. Only `newline` ends a record.
 */
export function referenceRows(text: string, delimiter: string, newline: string): ReferenceRow[] {
  const rows: ReferenceRow[] = [];
  const n = text.length;
  const newlineAt = (k: number) => text.startsWith(newline, k);
  const white = (ch: string) => ch.trim() === '';
  let i = 0;
  let fields: string[] = [];
  let flags = 0;
  const finish = () => {
    rows.push({ fields, breaks: fields.reduce((sum, f) => sum + countLineBreaks(f), 0), flags });
    fields = [];
    flags = 0;
  };
  if (n === 0) return rows;
  for (;;) {
    let value = '';
    if (text[i] === '"') {
      i++;
      let closed = false;
      while (i < n) {
        if (text[i] !== '"') {
          value += text[i++];
          continue;
        }
        if (text[i + 1] === '"') {
          value += '"';
          i += 2;
          continue;
        }
        let k = i + 1;
        while (k < n && text[k] !== delimiter && !newlineAt(k) && white(text[k]!)) k++;
        if (k >= n || text[k] === delimiter || newlineAt(k)) {
          closed = true;
          i = k;
          break;
        }
        flags |= MALFORMED_QUOTE;
        value += '"';
        i++;
      }
      if (!closed) {
        fields.push(value);
        flags |= UNTERMINATED_QUOTE;
        finish();
        return rows;
      }
    } else {
      while (i < n && text[i] !== delimiter && !newlineAt(i)) value += text[i++];
    }
    fields.push(value);
    if (i >= n) {
      finish();
      return rows;
    }
    if (text[i] === delimiter) {
      i++;
      if (i >= n) {
        fields.push('');
        finish();
        return rows;
      }
      continue;
    }
    i += newline.length;
    finish();
    if (i >= n) return rows;
  }
}
