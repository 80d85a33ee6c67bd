/**
 * Where each field of a record lies, as `fieldSpans` (support/csv-record.ts) finds it, into one
 * list kept for the next record: a dry run reads every record of its upload twice, and a
 * fresh array a record (200,000 for 100,000 lines) only fed the young generation's collector.
 */
import { QUOTE } from '../support/csv-record';

export class FieldSpans {
  /** start0, end0, start1, end1, ... of the last record scanned; `length` of them are its. */
  spans = new Int32Array(64);
  length = 0;

  /**
   * The fields of the record bytes[start, end) (its content, no line end): `fieldSpans`' rules;
   * only its first `fields` (the rest of the record is not scanned: a reader of the login and
   * address skips the password and the person's fields).
   */
  scan(bytes: Uint8Array, start: number, end: number, separator: number, fields = Infinity): void {
    this.length = 0;
    let i = start;
    for (;;) {
      const fieldStart = i;
      if (i < end && bytes[i] === QUOTE) {
        i++;
        while (i < end) {
          if (bytes[i] === QUOTE) {
            if (i + 1 < end && bytes[i + 1] === QUOTE) {
              i += 2;
              continue;
            }
            i++;
            break;
          }
          i++;
        }
      }
      while (i < end && bytes[i] !== separator) i++;
      this.push(fieldStart, i);
      if (i >= end || this.length >= 2 * fields) return;
      i++;
    }
  }

  private push(start: number, end: number): void {
    if (this.length + 2 > this.spans.length) {
      const bigger = new Int32Array(2 * this.spans.length);
      bigger.set(this.spans);
      this.spans = bigger;
    }
    this.spans[this.length++] = start;
    this.spans[this.length++] = end;
  }
}
