import { mappingError } from './columns';
import type { ColumnMapping } from './columns';
import { mappingFromMatches, matchColumns } from './column-match';
import type { ColumnMatch } from './column-match';
import { applyFixes } from './fixes';
import { fileDigest } from './file-digest';
import { FindingsLedger } from './findings-ledger';
import { checkHeader } from './header-checks';
import { RecordReader } from './record-reader';
import { RecordValidator } from './record-validator';
import { RowStore } from './row-store';
import type {
  ByteSource,
  CsvSessionEvent,
  CsvSessionRequest,
  DeriveSettings,
  EncodingChoice,
  RowView,
  SeparatorChoice,
  Summary,
} from './csv-session-protocol';
import { SessionDerivation } from './session-derivation';
import { SessionPrediction } from './session-prediction';
import { rowExclusion, SessionUpload } from './session-upload';
import type { UploadSource } from './session-upload';
import type { CsvSeparator } from '../csv/separator';
import { DEFAULT_PASSWORD_POLICY } from './password-policy';
import type { PasswordPolicy } from './password-policy';
import type { PasswordStyle } from './password-generator';
import type { PredictedStatus } from '../models/dry-run';
import type { PhoneCountry } from './phone-repair';
import { SessionLeaveOut } from './session-leave-out';
import { sessionSummary, viewRows } from './session-view';

const PREVIEW_ROWS = 100;
/** How often progress is posted while reading, and the longest stretch without yielding to messages (cancel). */
const PROGRESS_EVERY_MS = 80;

type Post = (event: CsvSessionEvent) => void;

/**
 * The import wizard's state for one file: every record (a compact RowStore), the findings
 * per row (FindingsLedger), the line rules with their duplicate indexes, the upload
 * (SessionUpload), a dry run's prediction (SessionPrediction) and the names and e-mails
 * derived from the wizard's patterns (SessionDerivation: the rows hold them). Reading streams the file
 * in chunks and posts the header, the first rows and progress as it goes; edits and fixes
 * re-check only what they touch. Free of worker and DOM globals: the app runs it in a Web
 * Worker (renderer/workers/csv.worker.ts), tests and tools run it in their own thread.
 */
export class CsvSession {
  private generation = 0;
  /** The session's columns: the file's, then the derived ones it lacks. */
  private header: string[] = [];
  private mapping: ColumnMapping = [];
  /** The file's own header and how its names matched. */
  private fileHeader: string[] = [];
  private fileMatches: ColumnMatch[] = [];
  private readonly derivation = new SessionDerivation();
  /** The phone fix repairs national numbers of this country. */
  private phoneCountry: PhoneCountry | undefined;
  private rederiveAfterRead = false;
  private rows = new RowStore();
  private validator: RecordValidator | null = null;
  private findings = new FindingsLedger();
  private fileName = 'users.csv';
  private reading = false;
  private readonly upload = new SessionUpload();
  /** The organization's password policy the rows are checked against. */
  private policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY;
  /** Blank passwords are generated: a blank password cell is no error. */
  private generatePasswords = false;
  private passwords: { style: PasswordStyle; changeRequired: boolean } = { style: 'strong', changeRequired: false };
  private recheckAfterRead = false;
  /** The file being read (its digest is taken when the import starts). */
  private source: ByteSource | null = null;
  /** The current dry run's prediction, if any. */
  private prediction: SessionPrediction | null = null;
  private readonly leftOut = new SessionLeaveOut();

  constructor(
    private readonly post: Post,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** One request of the wizard (a worker's message, or a test's call). */
  handle(request: CsvSessionRequest): void {
    switch (request.type) {
      case 'open':
        return void this.open(request.file, request.fileName, request.encoding, request.separator);
      case 'cancel':
        return this.cancel();
      case 'remap':
        return this.remap(request.mapping);
      case 'rows':
        return this.rowsAt(request.requestId, request.indexes);
      case 'edit':
        return this.edit(request.index, request.column, request.value);
      case 'fixAll':
        return this.fixAll(request.rule);
      case 'build':
        return this.build(request.requestId, request.separator, request.validOnly, request.dryRun === true);
      case 'buildNext':
        return this.buildNext(request.requestId);
      case 'settings':
        if (request.passwords) this.passwords = { ...request.passwords };
        return this.settings(request.passwordPolicy, request.generatePasswords, request.derive, request.phoneCountry);
      case 'passwords':
        this.passwords = { style: request.style, changeRequired: request.changeRequired };
        return this.upload.forgetPasswords(); // a sheet drawn in another style is made again
      case 'credentials':
        return this.credentials(request.requestId, request.validOnly);
      case 'predictions':
        return this.predictions(request.lines, request.withoutOverwrite, request.withOverwrite);
      case 'leaveOut':
        return this.leftOut.set(request, this.generatePasswords ? this.prediction : null);
      case 'predictedRows': {
        const rows = this.predictedRows(request.overwrite, request.status);
        return this.post({ type: 'predictedRows', requestId: request.requestId, rows });
      }
      case 'digest':
        return void this.digest(request.requestId);
      case 'derivedPeople': {
        const people = this.derivation.people(this.rows, this.mapping);
        return this.post({ type: 'derivedPeople', requestId: request.requestId, people });
      }
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
        problem: (finding) => this.findings.addReaderFinding(finding),
        header: (fields) => {
          this.fileHeader = fields;
          this.fileMatches = matchColumns(fields, { idColumn: this.derivation.idColumn });
          const columns = this.derivation.begin(fields, mappingFromMatches(this.fileMatches), this.fileMatches);
          this.header = columns.header;
          this.mapping = columns.mapping;
          this.findings.setHeaderFindings(this.headerFindings());
          this.validator = this.newValidator();
          this.post({ type: 'header', ...columns });
        },
        record: (read, line, hasLineBreak) => {
          const index = this.rows.length;
          const fields = this.derivation.record(index, read, line);
          this.rows.push(fields, line);
          this.findings.checkRow(this.validator!, index, fields, line, hasLineBreak);
          if (index + 1 === PREVIEW_ROWS) sendPreview();
        },
      },
      { encoding, separator },
    );
    const totalBytes = file.size;
    let bytesRead = 0;
    let lastPost = this.now();
    const progress = (read: number) =>
      this.post({ type: 'progress', bytesRead: read, totalBytes, records: this.rows.length, ...this.findings.totals });
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
          progress(bytesRead);
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
    if (this.rederiveAfterRead) {
      this.rederiveAfterRead = false;
      this.rederive(this.fileMapping());
    }
    if (this.recheckAfterRead) {
      this.recheckAfterRead = false;
      this.recheckAll();
    }
    sendPreview();
    progress(totalBytes);
    this.post({ type: 'done', summary: this.summary(), stopped: reader.stopped });
  }

  /**
   * Checks every row again under another mapping of the file's columns (the mapping editor;
   * the derived columns' part is ignored), without reading the file again. The derived
   * values are made again: the names they are built from may be other columns now.
   */
  remap(mapping: ColumnMapping): void {
    const full = this.fileHeader.map((_, i) => mapping[i] ?? null);
    const problem = mappingError(full);
    if (problem) {
      this.post({ type: 'failed', message: `The column mapping is not usable: ${problem}.` });
      return;
    }
    this.rowsChanged();
    this.rederive(full);
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
    this.rowsChanged();
    this.derivation.edited(index, column);
    this.rows.set(index, after);
    const line = this.rows.line(index);
    const result = this.validator.recheck(line, before, after);
    // The row's own findings: all rules, replaced as a whole.
    this.findings.setRow(index, result.findings);
    const touched = new Set([index]);
    for (const change of result.duplicates) {
      const other = this.rows.indexOfLine(change.line);
      if (other < 0) continue;
      const kept = this.findings.row(other).filter((f) => f.rule !== change.rule);
      this.findings.setRow(other, change.finding ? [...kept, change.finding] : kept);
      touched.add(other);
    }
    this.post({ type: 'changed', rows: this.viewRows([...touched].sort((a, b) => a - b)), summary: this.summary() });
  }

  /** Applies one kind of safe fix everywhere it is offered, then checks every row again (duplicates may change). */
  fixAll(rule: 'whitespace' | 'phone'): void {
    this.rowsChanged();
    for (const [index, findings] of this.findings.rows()) {
      const fixes = findings.filter((f) => f.rule === rule && f.fix !== undefined);
      if (fixes.length > 0) this.rows.set(index, applyFixes(this.rows.get(index), fixes));
    }
    this.recheckAll();
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  /**
   * The password policy, whether blank passwords are generated, the patterns of derived
   * names and e-mails and the phone fix's country; every row is checked again under them
   * (and derived again when the patterns changed).
   */
  settings(
    policy: PasswordPolicy | null,
    generatePasswords: boolean,
    derive: DeriveSettings | null = null,
    phoneCountry: PhoneCountry | null = null,
  ): void {
    this.policy = policy ?? DEFAULT_PASSWORD_POLICY;
    this.generatePasswords = generatePasswords;
    this.phoneCountry = phoneCountry ?? undefined;
    const deriveChanged = this.derivation.configure(derive);
    this.rowsChanged();
    if (this.reading) {
      // The rows read so far were checked (and derived) under the old settings: all are done again at the end.
      this.recheckAfterRead = true;
      if (deriveChanged && this.header.length > 0) this.rederiveAfterRead = true;
      return;
    }
    if (this.header.length === 0) return;
    if (deriveChanged) this.rederive(this.fileMapping());
    this.recheckAll();
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  /**
   * Generates a password for every row that will be uploaded with a blank one and answers
   * the credential sheet; the build then uses exactly these passwords.
   */
  credentials(requestId: number, validOnly: boolean): void {
    if (!this.generatePasswords) return this.post({ type: 'credentials', requestId, credentials: [] });
    try {
      const credentials = this.upload.credentials(this.uploadSource(validOnly), this.policy, this.passwords.style);
      this.post({ type: 'credentials', requestId, credentials });
    } catch (error) {
      this.post({ type: 'failed', message: (error as Error).message });
    }
  }

  /** Starts the upload file (the mapping's 5.34 columns, the rows `rowExclusion` lets through); `buildNext` pulls its chunks. */
  build(requestId: number, separator: CsvSeparator, validOnly: boolean, dryRun = false): void {
    this.upload.start(requestId, this.uploadSource(validOnly, dryRun), separator, {
      dryRun,
      generatePasswords: this.generatePasswords,
      passwordChangeRequired: this.passwords.changeRequired,
    });
  }

  /** The next chunk of the upload `build` started, or the end of it. */
  buildNext(requestId: number): void {
    let next: ReturnType<SessionUpload['next']>;
    try {
      next = this.upload.next(requestId);
    } catch (error) {
      return this.post({ type: 'failed', message: (error as Error).message });
    }
    if ('chunk' in next) this.post({ type: 'uploadChunk', requestId, bytes: next.chunk });
    else this.post({ type: 'uploadDone', requestId, ...next.done });
  }

  /**
   * A dry run's prediction, by source line (the rows it saw: `rowExclusion`). Rows with errors
   * are predicted to fail whatever the server holds: the server judges them as they are.
   */
  predictions(lines: Uint32Array, withoutOverwrite: Uint8Array, withOverwrite: Uint8Array): void {
    const hasError = (i: number) => this.findings.hasError(i);
    this.leftOut.clear();
    this.prediction = SessionPrediction.of(this.rows, hasError, lines, withoutOverwrite, withOverwrite);
    this.post({ type: 'changed', rows: [], summary: this.summary() });
  }

  /** Row indexes predicted to end with `status`, ascending. */
  predictedRows(overwrite: boolean, status: PredictedStatus): Int32Array {
    return this.prediction ? this.prediction.rows(overwrite, status) : new Int32Array(0);
  }

  /** The file's size and SHA-256, read again (for the receipt). */
  async digest(requestId: number): Promise<void> {
    const source = this.source;
    if (!source) return this.post({ type: 'failed', message: 'No file is open.' });
    try {
      this.post({ type: 'digest', requestId, ...(await fileDigest(source)) });
    } catch (error) {
      this.post({ type: 'failed', message: `Could not read ${this.fileName} again: ${(error as Error).message}` });
    }
  }

  /** The rows as the upload takes them: all, or only those without errors. */
  private uploadSource(validOnly: boolean, dryRun = false): UploadSource {
    const { rows, findings, leftOut } = this;
    return {
      rows,
      headerLength: this.header.length,
      mapping: this.mapping,
      fileName: this.fileName,
      exclude: rowExclusion({ rows, findings, leftOut, width: this.header.length }, validOnly, dryRun),
      ...(!dryRun && this.leftOut.reactivates ? { reactivate: (line: number) => this.leftOut.reactivate(line) } : {}),
      changedOf: (line: number) => this.leftOut.changed(line),
    };
  }

  /** The rows or how they are read changed: the sheet's passwords and the prediction no longer hold. */
  private rowsChanged(): void {
    this.upload.forgetPasswords();
    this.prediction = null;
    this.leftOut.clear();
  }

  /** The file's part of the mapping (the derived columns follow it). */
  private fileMapping(): ColumnMapping {
    return this.mapping.slice(0, this.fileHeader.length);
  }

  /** Derives every row again under the file's `mapping`, and tells the page the columns that come of it. */
  private rederive(mapping: ColumnMapping): void {
    const columns = this.derivation.rederive(this.rows, this.fileHeader, mapping, this.fileMatches);
    this.header = columns.header;
    this.mapping = columns.mapping;
    this.post({ type: 'columns', ...columns });
  }

  private headerFindings() {
    return checkHeader(this.header, this.mapping, { generatePasswords: this.generatePasswords });
  }

  private newValidator(): RecordValidator {
    return new RecordValidator(this.header, this.mapping, this.policy, {
      generatePasswords: this.generatePasswords,
      phoneCountry: this.phoneCountry,
    });
  }

  private reset(): void {
    this.upload.reset();
    this.prediction = null;
    this.recheckAfterRead = false;
    this.rederiveAfterRead = false;
    this.header = [];
    this.mapping = [];
    this.fileHeader = [];
    this.fileMatches = [];
    this.rows = new RowStore();
    this.validator = null;
    this.findings = new FindingsLedger();
  }

  private recheckAll(): void {
    this.findings.clearRows();
    this.findings.setHeaderFindings(this.headerFindings());
    const validator = (this.validator = this.newValidator());
    for (let i = 0; i < this.rows.length; i++)
      this.findings.checkRow(validator, i, this.rows.get(i), this.rows.line(i), true);
  }

  /** What the views of rows and the summary are made of (session-view.ts). */
  private parts() {
    const { rows, findings, prediction, derivation, header, mapping, generatePasswords } = this;
    return { rows, findings, prediction, derivation, header, mapping, generatePasswords };
  }

  private viewRows(indexes: Iterable<number>): RowView[] {
    return viewRows(this.parts(), indexes);
  }

  private summary(): Summary {
    return sessionSummary(this.parts());
  }
}

function* range(start: number, end: number): Iterable<number> {
  for (let i = start; i < end; i++) yield i;
}
