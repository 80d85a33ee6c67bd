/**
 * What a dry run needs to know of an upload's names and e-mail addresses as a whole: the
 * distinct ones to look up (each once, as first written, names first), and the few met on
 * more than one line. Only those can make one line change what a later line meets, so the
 * prediction follows only them and the server's users (predict-outcomes.ts), not every line.
 * Keys are compared as the server compares them: in lower case. Taken a slice of lines at a
 * time (the upload as it is read), the keys packed in typed arrays (key-table.ts).
 */
import { QUOTE } from '../support/csv-record';
import { inTurns } from './in-turns';
import { KeySet } from './key-shards';
import { KeyTable } from './key-table';
import type { KeyBytes } from './upload-keys';
import { asciiTrimEnd, asciiTrimStart } from './utf8-bytes';

export interface KeyCensus {
  /** One search string per distinct key: the names, then the e-mail addresses no name already is. */
  terms: SearchTerms;
  /** Every line's name and e-mail key (lower case). */
  nameKeys: { has(key: string): boolean };
  emailKeys: { has(key: string): boolean };
  /** The keys met on more than one line. */
  repeated: RepeatedKeys;
}

export interface SearchTerms {
  length: number;
  /** Terms [from, to), decoded when asked (a batch of a lookup). */
  slice(from: number, to: number): string[];
}

export interface RepeatedKeys {
  names: KeySet;
  emails: KeySet;
}

/** The keys of one column: packed, and the first spelling of those not written in lower case. */
class Column {
  readonly keys: KeyTable;
  readonly repeated = new KeySet();
  private readonly spellings = Array.from({ length: 256 }, () => new Map<number, string>());

  constructor(expected: number) {
    this.keys = new KeyTable(expected);
  }

  add(values: readonly string[]): void {
    for (const value of values) this.addValue(value);
  }

  /** A value as written (trimmed). */
  private addValue(value: string): void {
    if (value === '') return;
    const key = value.toLowerCase();
    const index = this.keys.put(key);
    if (index < 0) this.repeated.add(key);
    else if (key !== value) this.spellings[index & 255]!.set(index, value);
  }

  /**
   * The field at bytes [start, end) of an upload, as the upload has it (quoted or not,
   * untrimmed): the key as `add` takes the field's trimmed text. An unquoted ASCII field goes
   * in from its bytes (most logins and addresses are); only a repeated key, or the spelling of
   * one not in lower case, becomes a string. Any other field is decoded (`fieldText`).
   */
  addBytes(
    bytes: Buffer,
    start: number,
    end: number,
    fieldText: (bytes: Buffer, start: number, end: number) => string,
  ): void {
    // The field as trim() leaves it, among ASCII spaces.
    const from = asciiTrimStart(bytes, start, end);
    const to = asciiTrimEnd(bytes, from, end);
    let upper = false;
    for (let i = from; i < to; i++) {
      const c = bytes[i]!;
      if (c >= 0x80 || c === QUOTE) return this.addValue(fieldText(bytes, start, end).trim());
      if (c >= 0x41 && c <= 0x5a) upper = true;
    }
    if (from === to) return;
    const index = this.keys.putAsciiLower(bytes, from, to);
    if (index < 0) this.repeated.add(this.keys.keyAt(~index));
    else if (upper) this.spellings[index & 255]!.set(index, bytes.toString('latin1', from, to));
  }

  /** Key `index` as first written. */
  spelling(index: number): string {
    return this.spellings[index & 255]!.get(index) ?? this.keys.keyAt(index);
  }
}

/** `expected`: the number of lines, about (sizes the key tables once). */
export function keyCensus(expected = 0) {
  const names = new Column(expected);
  const emails = new Column(expected);
  return {
    add(lineNames: readonly string[], lineEmails: readonly string[]): void {
      names.add(lineNames);
      emails.add(lineEmails);
    },
    /** One record's name and e-mail fields where they lie in an upload's bytes (upload-keys.ts, `KeyBytes`). */
    addBytes: ((bytes, nameStart, nameEnd, emailStart, emailEnd, fieldText) => {
      names.addBytes(bytes, nameStart, nameEnd, fieldText);
      if (emailStart >= 0) emails.addBytes(bytes, emailStart, emailEnd, fieldText);
    }) satisfies KeyBytes,
    async finish(signal?: AbortSignal): Promise<KeyCensus> {
      const emailOnly: number[] = [];
      await inTurns(emails.keys.size, signal, (from, to) => {
        // Compared as the tables hold them (bytes and hash), not decoded and encoded again.
        for (let index = from; index < to; index++) if (!names.keys.hasKeyOf(emails.keys, index)) emailOnly.push(index);
      });
      const nameCount = names.keys.size;
      const term = (t: number) => (t < nameCount ? names.spelling(t) : emails.spelling(emailOnly[t - nameCount]!));
      return {
        terms: {
          length: nameCount + emailOnly.length,
          slice: (from, to) => {
            const batch: string[] = [];
            for (let t = from; t < Math.min(to, nameCount + emailOnly.length); t++) batch.push(term(t));
            return batch;
          },
        },
        nameKeys: names.keys,
        emailKeys: emails.keys,
        repeated: { names: names.repeated, emails: emails.repeated },
      };
    },
  };
}

/** The census of whole lists of names and e-mails, a slice at a time with turns of the event loop between. */
export async function censusKeys(
  names: readonly string[],
  emails: readonly string[],
  signal?: AbortSignal,
): Promise<KeyCensus> {
  const census = keyCensus(Math.max(names.length, emails.length));
  await inTurns(Math.max(names.length, emails.length), signal, (from, to) =>
    census.add(names.slice(from, to), emails.slice(from, to)),
  );
  return census.finish(signal);
}
