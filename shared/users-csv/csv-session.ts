import { mandatoryColumns, mappingError } from './columns';
import type { ColumnMapping } from './columns';
import { mappingFromMatches, matchColumns } from './column-match';
import type { Finding, RuleId } from './findings';
import { applyFixes } from './fixes';
import { checkHeader } from './header-checks';
import { RecordReader } from './record-reader';
import { RecordValidator } from './record-validator';
import { RowStore } from './row-store';
import type {
  ByteSource,
  CsvSessionEvent,
  CsvSessionRequest,
  EncodingChoice,
  RowView,
  SeparatorChoice,
  Summary,
} from './csv-session-protocol';
import { UploadBuild } from './upload-chunks';
import type { CsvSeparator } from '../csv/separator';
import { PasswordFill } from './generated-passwords';
import type { Credential } from './generated-passwords';
import { createPasswordGenerator } from './password-generator';
import { DEFAULT_PASSWORD_POLICY } from './password-policy';
import type { PasswordPolicy } from './password-policy';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { countPredictions, PREDICTION_CODE, predictedStatusOf } from '../models/dry-run';
import type { PredictedStatus } from '../models/dry-run';

/** Findings kept per row at most (counts stay exact): a file of a million bad rows stays in memory. */
const MAX_STORED_FINDINGS = 300_000;
/**
 * Findings of the file itself kept at most (one per bad byte when a Windows-1252 file is read
 * as UTF-8 could be millions); their counts stay exact in `readerOverflow`.
 */
const MAX_READER_FINDINGS = 10_000;
const PREVIEW_ROWS = 100;
/** How often progress is posted while reading, and the longest stretch without yielding to messages (cancel). */
const PROGRESS_EVERY_MS = 80;

type Post = (event: CsvSessionEvent) => void;

/**
 * The import wizard's state for one file: every record (a compact RowStore), the findings
 * per row, the line rules with their duplicate indexes. Reading streams the file in chunks
 * and posts the header, the first rows and progress as it goes; edits and fixes re-check
 * only what they touch. Free of worker and DOM globals: the app runs it in a Web Worker
 * (renderer/workers/csv.worker.ts), tests and tools run it in their own thread.
 */
export class CsvSession {
  private generation = 0;
  private header: string[] = [];
  private mapping: ColumnMapping = [];
  private rows = new RowStore();
  private validator: RecordValidator | null = null;
  /** Row index -> its findings (only rows that have some). */
  private byRow = new Map<number, Finding[]>();
  private readerFindings: Finding[] = [];
  /** The reader's findings beyond MAX_READER_FINDINGS: one example and a count per rule and severity. */
  private readerOverflow = new Map<string, { finding: Finding; count: number }>();
  private headerFindings: Finding[] = [];
  private counts: Partial<Record<RuleId, number>> = {};
  private errors = 0;
  private warnings = 0;
  private stored = 0;
  private truncated = false;
  private fileName = 'users.csv';
  private reading = false;
  /** The upload being handed over chunk by chunk, if any. */
  private upload: { requestId: number; build: UploadBuild } | null = null;
  /** The organization's password policy the rows are checked against. */
  private policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY;
  /** Blank passwords are generated: a blank password cell is no error. */
  private generatePasswords = false;
  /**
   * Row index -> the password generated for it, from the credential sheet until the upload is
   * written; then forgotten (the upload holds them, the app keeps no copy). Any change to the
   * rows forgets them too: the sheet must be made again.
   */
  private generated: Map<number, string> | null = null;
  private recheckAfterRead = false;
  /** The file being read (its digest is taken when the import starts). */
  private source: ByteSource | null = null;
  /** Per row, the predicted outcome code without and with overwrite; null when none is current. */
  private prediction: { withoutOverwrite: Uint8Array; withOverwrite: Uint8Array } | null = null;

  constructor(
    private readonly post: Post,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** One request of the wizard (a worker's message, or a test's call). */
  handle(request: CsvSessionRequest): void {
    switch (request.type) {
      case 'open':
        void this.open(request.file, request.fileName, request.encoding, request.separator);
        break;
      case 'cancel':
        this.cancel();
        break;
      case 'remap':
        this.remap(request.mapping);
        break;
      case 'rows':
        this.rowsAt(request.requestId, request.indexes);
        break;
      case 'edit':
        this.edit(request.index, request.column, request.value);
        break;
      case 'fixAll':
        this.fixAll(request.rule);
        break;
      case 'build':
        this.build(request.requestId, request.separator, request.validOnly, request.keysOnly === true);
        break;
      case 'buildNext':
        this.buildNext(request.requestId);
        break;
      case 'settings':
        this.settings(request.passwordPolicy, request.generatePasswords);
        break;
      case 'credentials':
        this.credentials(request.requestId, request.validOnly);
        break;
      case 'predictions':
        this.predictions(request.lines, request.withoutOverwrite, request.withOverwrite);
        break;
      case 'predictedRows':
        this.post({
          type: 'predictedRows',
          requestId: request.requestId,
          rows: this.predictedRows(request.overwrite, request.status),
        });
        break;
      case 'digest':
        void this.digest(request.requestId);
        break;
    }
  }

  cancel(): void {
    if (!this.reading) return;
    this.generation++;
    this.reading = false;
    this.post({ type: 'cancelled' });
  }

  async open(file: ByteSource, fileName: string, encoding: EncodingChoice, separator: SeparatorChoice): Promise<void> {
    const generation = ++this.generation;
    this.reset();
    this.source = file;
    this.fileName = fileName;
    this.reading = true;
    let previewSent = false;
    const sendPreview = () => {
      if (previewSent || !this.validator) return;
      previewSent = true;
      this.post({ type: 'preview', rows: this.viewRows(range(0, Math.min(PREVIEW_ROWS, this.rows.length))) });
    };
    const reader = new RecordReader(
      {
        detected: (detection) => this.post({ type: 'detected', detection }),
        problem: (finding) => {
          if (this.readerFindings.length < MAX_READER_FINDINGS) this.readerFindings.push(finding);
          else {
            const key = `${finding.rule}|${finding.severity}`;
            const kind = this.readerOverflow.get(key);
            if (kind) kind.count++;
            else this.readerOverflow.set(key, { finding, count: 1 });
          }
          this.count(finding, +1);
        },
        header: (fields) => {
          this.header = fields;
          const matches = matchColumns(fields);
          this.mapping = mappingFromMatches(matches);
          this.headerFindings = checkHeader(fields, this.mapping, { generatePasswords: this.generatePasswords });
          for (const f of this.headerFindings) this.count(f, +1);
          this.validator = this.newValidator(fields);
          this.post({ type: 'header', header: fields, matches, mapping: this.mapping });
        },
        record: (fields, line, hasLineBreak) => {
          const index = this.rows.length;
          this.rows.push(fields, line);
          this.checkRow(index, fields, line, hasLineBreak);
          if (index + 1 === PREVIEW_ROWS) sendPreview();
        },
      },
      { encoding, separator },
    );
    const totalBytes = file.size;
    let bytesRead = 0;
    let lastPost = this.now();
    const stream = file.stream().getReader();
    try {
      for (;;) {
        const { done, value } = await stream.read();
        if (generation !== this.generation) return void stream.cancel().catch(() => undefined);
        if (done) break;
        reader.push(value);
        bytesRead += value.length;
        if (reader.stopped) break;
        if (this.now() - lastPost >= PROGRESS_EVERY_MS) {
          // The first rows go out at the first progress tick even when fewer than PREVIEW_ROWS exist yet.
          if (this.rows.length > 0) sendPreview();
          this.post({
            type: 'progress',
            bytesRead,
            totalBytes,
            records: this.rows.length,
            errors: this.errors,
            warnings: this.warnings,
          });
          // Let a cancel or another request in: stream reads may resolve without a macrotask in between.
          await new Promise((resolve) => setTimeout(resolve, 0));
          if (generation !== this.generation) return void stream.cancel().catch(() => undefined);
          lastPost = this.now();
        }
      }
      reader.end();
    } catch (error) {
      if (generation !== this.generation) return;
      this.reading = false;
      this.post({ type: 'failed', message: `Could not read ${fileName}: ${(error as Error).message}` });
      return;
    }
    this.reading = false;
    if (this.recheckAfterRead) {
      this.recheckAfterRead = false;
      this.recheckAll();
    }
    sendPreview();
    this.post({
      type: 'progress',
      bytesRead: totalBytes,
      totalBytes,
      records: this.rows.length,
      errors: this.errors,
      warnings: this.warnings,
    });
    this.post({ type: 'done', summary: this.summary(), stopped: reader.stopped });
  }

  /** Checks every row again under another mapping (the mapping editor), without reading the file again. */
  remap(mapping: ColumnMapping): void {
    const full = this.header.map((_, i) => mapping[i] ?? null);
    const problem = mappingError(full);
    if (problem) {
      this.post({ type: 'failed', message: `The column mapping is not usable: ${problem}.` });
      return;
    }
    this.mapping = full;
    this.generated = null;
    this.prediction = null;
    this.recheckAll();
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  rowsAt(requestId: number, indexes: number[]): void {
    this.post({ type: 'rows', requestId, rows: this.viewRows(indexes.filter((i) => i >= 0 && i < this.rows.length)) });
  }

  /** Changes one cell and re-checks its row at once, and the rows whose duplicates it made or ended. */
  edit(index: number, column: number, value: string): void {
    if (!this.validator || index < 0 || index >= this.rows.length) return;
    const before = this.rows.get(index);
    if (column < 0 || column >= before.length) return;
    const after = [...before];
    after[column] = value;
    this.generated = null;
    this.prediction = null;
    this.rows.set(index, after);
    const line = this.rows.line(index);
    const result = this.validator.recheck(line, before, after);
    // The row's own findings: all rules, replaced as a whole.
    this.setRowFindings(index, result.findings);
    const touched = new Set([index]);
    for (const change of result.duplicates) {
      const other = this.rows.indexOfLine(change.line);
      if (other < 0) continue;
      const kept = (this.byRow.get(other) ?? []).filter((f) => f.rule !== change.rule);
      this.setRowFindings(other, change.finding ? [...kept, change.finding] : kept);
      touched.add(other);
    }
    this.post({ type: 'changed', rows: this.viewRows([...touched].sort((a, b) => a - b)), summary: this.summary() });
  }

  /** Applies one kind of safe fix everywhere it is offered, then checks every row again (duplicates may change). */
  fixAll(rule: 'whitespace' | 'phone'): void {
    this.generated = null;
    this.prediction = null;
    for (const [index, findings] of this.byRow) {
      const fixes = findings.filter((f) => f.rule === rule && f.fix !== undefined);
      if (fixes.length > 0) this.rows.set(index, applyFixes(this.rows.get(index), fixes));
    }
    this.recheckAll();
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  /** The password policy and whether blank passwords are generated; every row is checked again under them. */
  settings(policy: PasswordPolicy | null, generatePasswords: boolean): void {
    this.policy = policy ?? DEFAULT_PASSWORD_POLICY;
    this.generatePasswords = generatePasswords;
    this.generated = null;
    this.prediction = null;
    if (this.reading) {
      // The rows read so far were checked under the old settings: all are checked again at the end.
      this.recheckAfterRead = true;
      return;
    }
    if (this.header.length === 0) return;
    this.recheckAll();
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  /**
   * Generates a password for every row that will be uploaded with a blank one and answers
   * the credential sheet; the build then uses exactly these passwords.
   */
  credentials(requestId: number, validOnly: boolean): void {
    if (!this.generatePasswords) {
      this.post({ type: 'credentials', requestId, credentials: [] });
      return;
    }
    const fill = new PasswordFill(this.mapping, this.header.length);
    const exclude = this.excluder(validOnly);
    const generated = new Map<number, string>();
    const credentials: Credential[] = [];
    try {
      const generator = createPasswordGenerator(this.policy);
      for (let i = 0; i < this.rows.length; i++) {
        if (exclude(i)) continue;
        const fields = this.rows.get(i);
        if (!fill.needsPassword(fields)) continue;
        const password = generator.next(fill.userName(fields));
        generated.set(i, password);
        credentials.push({ ...fill.credential(fields, this.rows.line(i), password), record: fields });
      }
    } catch (error) {
      this.post({ type: 'failed', message: (error as Error).message });
      return;
    }
    this.generated = generated;
    this.post({ type: 'credentials', requestId, credentials });
  }

  /** Starts the upload file (the mapping's 5.34 columns, all rows or those without errors); `buildNext` pulls its chunks. */
  build(requestId: number, separator: CsvSeparator, validOnly: boolean, keysOnly = false): void {
    const exclude = this.excluder(validOnly || keysOnly);
    let build: UploadBuild;
    if (keysOnly) {
      // What a dry run looks up: the names and e-mails of the rows it predicts (no password leaves the worker).
      const keys = this.mapping.map((t) => (t === 'name' || t === 'email' ? t : null));
      build = new UploadBuild(this.rows, this.header.length, keys, separator, exclude, this.fileName);
    } else if (this.generatePasswords) {
      const fill = new PasswordFill(this.mapping, this.header.length);
      const generated = this.generated;
      const rows = this.rows;
      const filled = {
        length: rows.length,
        line: (i: number) => rows.line(i),
        get: (i: number) => {
          const fields = rows.get(i);
          if (!fill.needsPassword(fields)) return fill.filled(fields, undefined);
          const password = generated?.get(i);
          if (password === undefined)
            throw new Error('The credential sheet is out of date (the rows changed since); make it again.');
          return fill.filled(fields, password);
        },
      };
      build = new UploadBuild(filled, fill.headerLength, fill.mapping, separator, exclude, this.fileName);
    } else {
      build = new UploadBuild(this.rows, this.header.length, this.mapping, separator, exclude, this.fileName);
    }
    this.upload = { requestId, build };
  }

  /**
   * A dry run's prediction, by source line (the rows it saw: those without errors). Rows with
   * errors are predicted to fail whatever the server holds.
   */
  predictions(lines: Uint32Array, withoutOverwrite: Uint8Array, withOverwrite: Uint8Array): void {
    const off = new Uint8Array(this.rows.length);
    const on = new Uint8Array(this.rows.length);
    const hasError = this.excluder(true);
    let j = 0;
    for (let i = 0; i < this.rows.length; i++) {
      const line = this.rows.line(i);
      while (j < lines.length && lines[j]! < line) j++;
      if (hasError(i)) {
        off[i] = on[i] = PREDICTION_CODE.FAILED;
      } else if (j < lines.length && lines[j] === line) {
        off[i] = withoutOverwrite[j]!;
        on[i] = withOverwrite[j]!;
      }
    }
    this.prediction = { withoutOverwrite: off, withOverwrite: on };
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  /** Row indexes predicted to end with `status`, ascending. */
  predictedRows(overwrite: boolean, status: PredictedStatus): Int32Array {
    const codes = this.prediction && (overwrite ? this.prediction.withOverwrite : this.prediction.withoutOverwrite);
    if (!codes) return new Int32Array(0);
    const wanted = PREDICTION_CODE[status];
    const out: number[] = [];
    for (let i = 0; i < codes.length; i++) if (codes[i] === wanted) out.push(i);
    return Int32Array.from(out);
  }

  /** The file's size and SHA-256, read again in chunks (for the receipt; Web Crypto has no streaming digest). */
  async digest(requestId: number): Promise<void> {
    const source = this.source;
    if (!source) {
      this.post({ type: 'failed', message: 'No file is open.' });
      return;
    }
    const hash = sha256.create();
    let size = 0;
    try {
      const reader = source.stream().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        hash.update(value);
        size += value.length;
      }
    } catch (error) {
      this.post({ type: 'failed', message: `Could not read ${this.fileName} again: ${(error as Error).message}` });
      return;
    }
    this.post({ type: 'digest', requestId, size, sha256: bytesToHex(hash.digest()) });
  }

  private excluder(validOnly: boolean): (index: number) => boolean {
    const hasError = (i: number) => (this.byRow.get(i) ?? []).some((f) => f.severity === 'error');
    return validOnly ? hasError : () => false;
  }

  private newValidator(header: readonly string[]): RecordValidator {
    return new RecordValidator(header, this.mapping, this.policy, { generatePasswords: this.generatePasswords });
  }

  /** The next chunk of the upload `build` started, or the end of it. */
  buildNext(requestId: number): void {
    if (this.upload?.requestId !== requestId) {
      this.post({ type: 'failed', message: 'The upload file is no longer being written; start the import again.' });
      return;
    }
    let bytes: Uint8Array | null;
    try {
      bytes = this.upload.build.next();
    } catch (error) {
      this.upload = null;
      this.post({ type: 'failed', message: (error as Error).message });
      return;
    }
    if (bytes) return this.post({ type: 'uploadChunk', requestId, bytes });
    this.post({ type: 'uploadDone', requestId, ...this.upload.build.summary() });
    this.upload = null;
    // The upload holds the generated passwords now; the session keeps no copy.
    this.generated = null;
  }

  private reset(): void {
    this.upload = null;
    this.generated = null;
    this.prediction = null;
    this.recheckAfterRead = false;
    this.header = [];
    this.mapping = [];
    this.rows = new RowStore();
    this.validator = null;
    this.byRow = new Map();
    this.readerFindings = [];
    this.readerOverflow = new Map();
    this.headerFindings = [];
    this.counts = {};
    this.errors = 0;
    this.warnings = 0;
    this.stored = 0;
    this.truncated = false;
  }

  private recheckAll(): void {
    const readerFindings = this.readerFindings;
    this.byRow = new Map();
    this.counts = {};
    this.errors = 0;
    this.warnings = 0;
    this.stored = 0;
    this.truncated = false;
    for (const f of readerFindings) this.count(f, +1);
    for (const { finding, count } of this.readerOverflow.values())
      for (let n = 0; n < count; n++) this.count(finding, +1);
    this.headerFindings = checkHeader(this.header, this.mapping, { generatePasswords: this.generatePasswords });
    for (const f of this.headerFindings) this.count(f, +1);
    this.validator = this.newValidator(this.header);
    for (let i = 0; i < this.rows.length; i++) this.checkRow(i, this.rows.get(i), this.rows.line(i), true);
  }

  private checkRow(index: number, fields: readonly string[], line: number, mayHaveLineBreak: boolean): void {
    let found: Finding[] | null = null;
    this.validator!.check(fields, line, mayHaveLineBreak, {
      add: (finding) => {
        this.count(finding, +1);
        if (this.stored >= MAX_STORED_FINDINGS) {
          this.truncated = true;
          return;
        }
        this.stored++;
        (found ??= []).push(finding);
      },
    });
    if (found) this.byRow.set(index, found);
  }

  private setRowFindings(index: number, findings: Finding[]): void {
    const old = this.byRow.get(index) ?? [];
    for (const f of old) this.count(f, -1);
    for (const f of findings) this.count(f, +1);
    this.stored += findings.length - old.length;
    if (findings.length > 0) this.byRow.set(index, findings);
    else this.byRow.delete(index);
  }

  private count(finding: Finding, delta: 1 | -1): void {
    const next = (this.counts[finding.rule] ?? 0) + delta;
    if (next > 0) this.counts[finding.rule] = next;
    else delete this.counts[finding.rule];
    if (finding.severity === 'error') this.errors += delta;
    else this.warnings += delta;
  }

  private viewRows(indexes: Iterable<number>): RowView[] {
    const out: RowView[] = [];
    for (const index of indexes)
      out.push({
        index,
        line: this.rows.line(index),
        fields: this.rows.get(index),
        findings: this.byRow.get(index) ?? [],
        ...this.predictedOf(index),
      });
    return out;
  }

  private predictedOf(index: number): Pick<RowView, 'predicted'> {
    if (!this.prediction) return {};
    const off = predictedStatusOf(this.prediction.withoutOverwrite[index] ?? 0);
    const on = predictedStatusOf(this.prediction.withOverwrite[index] ?? 0);
    return off && on ? { predicted: [off, on] } : {};
  }

  private summary(): Summary {
    const problem: number[] = [];
    const error: number[] = [];
    for (const [index, findings] of this.byRow) {
      problem.push(index);
      if (findings.some((f) => f.severity === 'error')) error.push(index);
    }
    const sorted = (list: number[]) => Int32Array.from(list).sort();
    return {
      records: this.rows.length,
      errors: this.errors,
      warnings: this.warnings,
      counts: { ...this.counts },
      missing: mandatoryColumns({ generatePasswords: this.generatePasswords }).filter(
        (t) => this.header.length === 0 || !this.mapping.includes(t),
      ),
      fileFindings: [...this.readerFindings, ...this.headerFindings].sort((a, b) => a.line - b.line),
      problemRows: sorted(problem),
      errorRows: sorted(error),
      findingsTruncated: this.truncated || this.readerOverflow.size > 0,
      predicted: this.prediction
        ? {
            withoutOverwrite: countPredictions(this.prediction.withoutOverwrite),
            withOverwrite: countPredictions(this.prediction.withOverwrite),
          }
        : null,
    };
  }
}

function* range(start: number, end: number): Iterable<number> {
  for (let i = start; i < end; i++) yield i;
}
