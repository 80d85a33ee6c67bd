import { mandatoryColumns, mappingError } from './columns';
import type { ColumnMapping, TargetColumn } from './columns';
import { mappingFromMatches, matchColumns } from './column-match';
import type { ColumnMatch } from './column-match';
import type { Detection } from './detection';
import { FindingCollector, sortFindings } from './findings';
import type { Finding, RuleId } from './findings';
import { checkHeader } from './header-checks';
import type { PasswordPolicy } from './password-policy';
import { RecordReader } from './record-reader';
import type { PlainRecord, ReadOptions, SourcePiece } from './record-reader';
import { LineSet } from './line-set';
import { RecordValidator } from './record-validator';
import { RowStore } from './row-store';
import { RecordDerivation } from './record-derivation';
import type { DerivationOptions, DerivedValue, RepairedPhone } from './record-derivation';
import type { PhoneCountry } from './phone-repair';
import type { IdColumn } from './id-column';

/** How many records are checked together at most (see `CsvValidation.flush`). */
const BATCH = 256;
/** Records read before their pace sizes the duplicate indexes (`expectedBytes`). */
const SIZE_AFTER = 256;

export interface ValidationOptions extends ReadOptions {
  /** The organization's password policy (default: DEFAULT_PASSWORD_POLICY, a minimum of 8). */
  passwordPolicy?: PasswordPolicy;
  /** Blank passwords will be generated: no password column or value is required. */
  generatePasswords?: boolean;
  /** The mapping to check with instead of the matched one (the UI's edited mapping). */
  mapping?: ColumnMapping;
  /** Keep every record in a compact RowStore (for the UI grid). Off by default. */
  keepRows?: boolean;
  /** How many records the preview holds (default 100). */
  previewRows?: number;
  /** At most this many findings are stored (default 100,000); counts stay exact. */
  maxFindings?: number;
  /** Called once, as soon as the header and the first `previewRows` records are read (or at the end of a shorter file). */
  onPreview?(preview: CsvPreview): void;
  /**
   * Called for each record after its check; `errors` counts its error findings (duplicates of
   * earlier lines included). Costs speed on big files: with it, each record's duplicates must
   * be looked up while streaming (a hash-table lookup per key); without it they are found at
   * the end (`DuplicateLog`). Results are the same either way. `plain`: the record's text as
   * the file holds it, where the record is a plain line of its values as read (none where
   * they were derived); one object used again for every record, valid during the call.
   */
  onRecord?(fields: string[], line: number, errors: number, plain: PlainRecord | undefined): void;
  /**
   * Find duplicates at the end even with `onRecord` (whose `errors` then leave duplicates
   * out): the memory of a ~9-byte log entry per key instead of a hash table. Default: only
   * without `onRecord`.
   */
  deferDuplicates?: boolean;
  /**
   * The source's length in bytes, where known (a file's size): once the first lines show how
   * long a line is, the duplicate indexes are sized for the whole source at once rather than
   * grown by doubling as its keys come (`RecordValidator.expectRecords`). Only the speed
   * depends on it: a wrong length gives the same results.
   */
  expectedBytes?: number;
  /** Collect the lines that have an error finding (all of them, stored or not) in `result.errorLines`. */
  errorLines?: boolean;
  /**
   * Derive blank or missing names and e-mails from patterns, repair phone numbers
   * (`record-derivation.ts`): the records are checked, previewed and handed on as derived.
   */
  derive?: DerivationOptions;
  /**
   * The lines decided to be an existing account take its login and e-mail before they are
   * checked (`DerivationOptions.sameAs`); with no derivation asked, `result.derived` stays absent.
   */
  sameAs?: DerivationOptions['sameAs'];
  /** Called for each record that got a derived value or a repaired phone number, before its check. */
  onDerived?(derived: readonly DerivedValue[], phone: RepairedPhone | null): void;
  /** Where the person's key goes (the school's ID column is proposed for it); default: the derivation's, else custom1. */
  idColumn?: IdColumn | undefined;
  /** Phone findings offer the repair for this country (`030 ...` -> `+4930...`), not only the clean-up. */
  phoneCountry?: PhoneCountry;
}

/** What the derivation did over the whole file. */
export interface DerivationCounts {
  name: number;
  email: number;
  /** Derived values that needed a number to be unique. */
  suffixed: number;
  phones: number;
}

export interface CsvPreview {
  detection: Detection | undefined;
  header: string[];
  matches: ColumnMatch[];
  mapping: ColumnMapping;
  rows: Array<{ fields: string[]; line: number }>;
}

export interface CsvValidationResult {
  detection: Detection | undefined;
  header: string[];
  matches: ColumnMatch[];
  mapping: ColumnMapping;
  /** Data records read (blank lines and an unterminated last record not counted). */
  records: number;
  /** In line order; at most `maxFindings`. */
  findings: Finding[];
  findingsTruncated: boolean;
  counts: Partial<Record<RuleId, number>>;
  errors: number;
  warnings: number;
  /** Mandatory 5.34 columns no source column is mapped to. */
  missing: TargetColumn[];
  /** Reading stopped early (binary file, runaway quote): what follows that point is unknown. */
  stopped: boolean;
  /**
   * False when this is no readable CSV file at all: empty, only white space, binary, or
   * reading stopped before the first record. A header without records is readable (an error).
   */
  readable: boolean;
  /** Present with `keepRows`. */
  rows?: RowStore;
  /** The line rules with their duplicate indexes, for `recheck` after an edit. Absent when there was no header. */
  validator?: RecordValidator;
  /** With `options.errorLines`: every line with an error finding. */
  errorLines?: LineSet;
  /** With `options.derive`. */
  derived?: DerivationCounts;
}

/**
 * The whole offline check of one file, streamed: push byte chunks, then `end()` for the
 * result. Memory: the duplicate indexes (name and e-mail keys with their line numbers),
 * the findings, the preview, and the RowStore only if asked for.
 */
export class CsvValidation {
  private readonly reader: RecordReader;
  private readonly collector: FindingCollector;
  private header: string[] = [];
  private matches: ColumnMatch[] = [];
  private mapping: ColumnMapping = [];
  private validator: RecordValidator | undefined;
  private readonly rows: RowStore | undefined;
  private readonly sink = { add: (f: Finding) => this.collector.add(f) };
  /** Duplicates decided at the end (no `onRecord`, whose error counts include them). */
  private readonly deferred: boolean;
  private readonly position = () => this.collector.added;
  private readonly previewRows: number;
  private preview: CsvPreview['rows'] | undefined = [];
  /**
   * Records read but not yet checked: they are checked in runs (`RecordValidator.checkBatch`)
   * at the end of each `push`, before any file-level finding, and when BATCH are waiting, so
   * that findings and `onRecord` calls come in exactly the order of a record-by-record check.
   */
  private readonly batch: string[][] = [];
  private readonly batchLines: number[] = [];
  private readonly batchBreaks: boolean[] = [];
  private readonly batchErrors: number[] = [];
  /** Each waiting record's plain span (`PlainRecord`) in its piece of text; start -1: none. */
  private readonly batchPlainStart: number[] = [];
  private readonly batchPlainEnd: number[] = [];
  private readonly batchPiece: Array<SourcePiece | undefined> = [];
  private readonly plain: PlainRecord = { text: '', bytes: undefined, separator: '', start: 0, end: 0 };

  private readonly errorLines: LineSet | undefined;
  /** Bytes pushed so far, while the indexes wait to be sized from `expectedBytes` (-1: sized, or nothing to size for). */
  private bytesSeen: number;
  private readonly derivation: RecordDerivation | undefined;
  private readonly derivedCounts: DerivationCounts = { name: 0, email: 0, suffixed: 0, phones: 0 };

  constructor(private readonly options: ValidationOptions = {}) {
    const derive = options.sameAs ? { ...options.derive, sameAs: options.sameAs } : options.derive;
    this.derivation = derive ? new RecordDerivation(derive) : undefined;
    const errorLines = options.errorLines ? new LineSet() : undefined;
    this.errorLines = errorLines;
    this.collector = new FindingCollector(options.maxFindings, errorLines && ((line) => errorLines.add(line)));
    this.deferred = options.deferDuplicates ?? options.onRecord === undefined;
    this.bytesSeen = !this.deferred && (options.expectedBytes ?? 0) > 0 ? 0 : -1;
    this.previewRows = options.previewRows ?? 100;
    this.rows = options.keepRows ? new RowStore() : undefined;
    const previewRows = this.previewRows;
    this.reader = new RecordReader(
      {
        detected: () => undefined,
        problem: (f, recordLine) => {
          this.flush();
          this.collector.add(f);
          // An error inside a record that spans lines counts against the record's line too.
          if (recordLine !== undefined && f.severity === 'error') this.errorLines?.add(recordLine);
        },
        header: (fields) => {
          this.header = fields;
          this.matches = matchColumns(fields, { idColumn: options.idColumn ?? options.derive?.idColumn });
          if (options.mapping) {
            const problem = mappingError(options.mapping);
            if (problem) throw new Error(`The column mapping is not usable: ${problem}.`);
            this.mapping = fields.map((_, i) => options.mapping![i] ?? null);
          } else this.mapping = mappingFromMatches(this.matches);
          if (this.derivation) {
            // The derived columns the file lacks join the header: checked and uploaded like the file's own.
            const derived = this.derivation.begin(fields, this.mapping);
            for (let i = fields.length; i < derived.header.length; i++) {
              const target = derived.mapping[i]!;
              this.matches.push({ sourceIndex: i, source: target, target, confidence: 1, reason: 'derived' });
            }
            this.header = fields = derived.header;
            this.mapping = derived.mapping;
          }
          for (const f of checkHeader(fields, this.mapping, options)) this.collector.add(f);
          // Without onRecord nobody needs a record's duplicate verdict while streaming: the
          // duplicates are then found at the end (much faster: see DuplicateLog), with the
          // same findings, order, truncation and counts.
          this.validator = new RecordValidator(fields, this.mapping, options.passwordPolicy, {
            deferDuplicates: this.deferred,
            generatePasswords: options.generatePasswords === true,
            phoneCountry: options.phoneCountry,
          });
          if (previewRows === 0) this.firePreview();
        },
        record: (read, line, hasLineBreak, plainStart, plainEnd) => {
          const fields = this.derivation ? this.derive(read, line) : read;
          const k = this.batch.length;
          this.batch.push(fields);
          this.batchLines[k] = line;
          this.batchBreaks[k] = hasLineBreak;
          // A derived record is no longer the text it was read from.
          this.batchPlainStart[k] = this.derivation ? -1 : plainStart;
          this.batchPlainEnd[k] = plainEnd;
          this.batchPiece[k] = this.reader.piece;
          if (k + 1 >= BATCH) this.flush();
        },
      },
      options,
    );
  }

  push(chunk: Uint8Array): void {
    this.reader.push(chunk);
    this.flush();
    if (this.bytesSeen >= 0) this.sizeIndexes(chunk.length);
  }

  /**
   * Once SIZE_AFTER records are read, tells the validator how many the whole source holds at
   * the pace so far (lines as long as those read), with a sixteenth to spare. Once only.
   */
  private sizeIndexes(pushed: number): void {
    const seen = (this.bytesSeen += pushed);
    const records = this.reader.records;
    if (!this.validator || records < SIZE_AFTER) return;
    this.bytesSeen = -1;
    const expected = Math.ceil((records * Math.max(this.options.expectedBytes!, seen)) / seen);
    this.validator.expectRecords(expected + Math.floor(expected / 16));
  }

  end(): CsvValidationResult {
    this.reader.end();
    this.flush();
    if (this.deferred && this.validator) this.collector.merge(this.validator.takeDeferredDuplicates());
    this.firePreview();
    const c = this.collector;
    const result: CsvValidationResult = {
      detection: this.reader.detection,
      header: this.header,
      matches: this.matches,
      mapping: this.mapping,
      records: this.reader.records,
      findings: sortFindings(c.findings),
      findingsTruncated: c.truncated,
      counts: c.counts,
      errors: c.errors,
      warnings: c.warnings,
      missing:
        this.header.length > 0
          ? mandatoryColumns(this.options).filter((t) => !this.mapping.includes(t))
          : [...mandatoryColumns(this.options)],
      stopped: this.reader.stopped,
      readable: !this.reader.unreadable,
    };
    if (this.rows) result.rows = this.rows;
    if (this.errorLines) result.errorLines = this.errorLines;
    if (this.options.derive) result.derived = this.derivedCounts;
    if (this.validator) result.validator = this.validator;
    return result;
  }

  private derive(fields: string[], line: number): string[] {
    const out = this.derivation!.record(fields, line);
    const counts = this.derivedCounts;
    for (const d of out.derived) {
      counts[d.column]++;
      if (d.suffix !== null) counts.suffixed++;
    }
    if (out.phone) counts.phones++;
    if (out.derived.length > 0 || out.phone) this.options.onDerived?.(out.derived, out.phone);
    return out.fields;
  }

  /** Checks the waiting records, in order, then hands each on (row store, `onRecord`, preview). */
  private flush(): void {
    const count = this.batch.length;
    if (count === 0) return;
    const { batch, batchLines: lines, batchErrors: errors, plain } = this;
    try {
      this.validator!.checkBatch(batch, lines, this.batchBreaks, count, this.sink, errors, this.position);
      for (let k = 0; k < count; k++) {
        const fields = batch[k]!,
          line = lines[k]!;
        this.rows?.push(fields, line);
        if (this.options.onRecord) {
          const start = this.batchPlainStart[k]!;
          const piece = start >= 0 ? this.batchPiece[k] : undefined;
          if (piece) {
            plain.text = piece.text;
            plain.bytes = piece.bytes;
            plain.separator = piece.separator;
            plain.start = start;
            plain.end = this.batchPlainEnd[k]!;
          }
          this.options.onRecord(fields, line, errors[k]!, piece ? plain : undefined);
        }
        if (this.preview) {
          this.preview.push({ fields, line });
          if (this.preview.length >= this.previewRows) this.firePreview();
        }
      }
    } finally {
      batch.length = 0;
      // No piece of text outlives its batch.
      this.batchPiece.fill(undefined, 0, count);
    }
  }

  private firePreview(): void {
    if (!this.preview) return;
    const rows = this.preview;
    this.preview = undefined;
    this.options.onPreview?.({
      detection: this.reader.detection,
      header: this.header,
      matches: this.matches,
      mapping: this.mapping,
      rows,
    });
  }
}

/** Validates a whole source of byte chunks (a File's stream in a worker, a Node fs stream, an array in tests). */
export async function validateCsv(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  options: ValidationOptions = {},
): Promise<CsvValidationResult> {
  const validation = new CsvValidation(options);
  for await (const chunk of source) validation.push(chunk);
  return validation.end();
}
