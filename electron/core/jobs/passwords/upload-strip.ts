/**
 * Worker task: the job no longer needs the upload as sent, so it is rewritten without the
 * password column (`stored.csv`, with its own offsets) and the copy with passwords removed.
 * The passwords of the lines the report marks with `keepStatus` (FAILED) are handed back, for
 * this run of the app to fill into a failed-rows export; nothing else of them survives.
 *
 * Crash-safe in this order: stored.* written and flushed, upload.json says so, then upload.*
 * removed. An interrupted run is simply run again (removePasswords is idempotent).
 */
import { open, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { FieldSpans, SEPARATOR_BYTE, contentEnd, fieldValue } from '../../support/csv-record';
import { GrowableFloat64 } from '../../support/growable';
import { OFFSET_BYTES, jobFolder } from '../store/job-folder';
import type { JobFolder } from '../store/job-folder';
import { readRanges } from '../../support/ranged-read';
import { readReportMeta } from '../report/report-meta';
import { RECORD_BYTES, lineAt } from '../report/report-records';
import { reachedRecords } from '../report/unreached-rows';
import { readUploadMeta, writeUploadMeta } from '../../uploads/upload-meta';
import type { UploadMeta } from '../../uploads/upload-meta';

/** Records read and rewritten at a time. */
const BATCH = 64 * 1024;
const WRITE_BYTES = 1024 * 1024;

export interface RemovedPasswords {
  /** [upload line, password] of each line of `keepStatus`, in line order. */
  kept: [number, string][];
}

/**
 * Which records' passwords to keep: the report's lines of one status and, with `unreached`,
 * the records the report does not name at all (a job the server aborted half-way: "retry
 * the lines not reached" needs them).
 */
async function recordsToKeep(folder: JobFolder, upload: UploadMeta, status: string | undefined, unreached: boolean) {
  const keep = new Uint8Array(upload.records);
  if (unreached) {
    const reached = await reachedRecords(folder, upload.records);
    for (let i = 0; i < keep.length; i++) keep[i] = reached[i] ? 0 : 1;
  }
  if (status === undefined) return keep;
  const meta = await readReportMeta(folder).catch(() => null);
  const group = meta?.statuses.find((s) => s.status === status);
  if (!group || group.count === 0) return keep;
  const start = group.start * RECORD_BYTES;
  const [records] = await readRanges(folder.reportByStatus, [[start, start + group.count * RECORD_BYTES]]);
  for (let at = 0; at + RECORD_BYTES <= records!.length; at += RECORD_BYTES) {
    const index = lineAt(records!, at) - 2;
    if (index >= 0 && index < upload.records) keep[index] = 1;
  }
  return keep;
}

class BlockWriter {
  private readonly block = Buffer.allocUnsafe(WRITE_BYTES);
  private filled = 0;
  written = 0;

  constructor(private readonly handle: FileHandle) {}

  async write(source: Buffer, start: number, end: number): Promise<void> {
    const length = end - start;
    if (this.filled + length > this.block.length) await this.flush();
    if (length > this.block.length) await this.handle.write(source, start, length);
    else {
      source.copy(this.block, this.filled, start, end);
      this.filled += length;
    }
    this.written += length;
  }

  async flush(): Promise<void> {
    if (this.filled > 0) await this.handle.write(this.block, 0, this.filled);
    this.filled = 0;
  }
}

/**
 * Worker task: writes the copy without passwords (stored.* and its offsets) while the job
 * runs, the copy as sent left in place and upload.json unchanged, so that the removal at the
 * job's end (`removePasswords` with `prepared`) only has to say so and delete the copy as
 * sent. Answers whether it wrote one (none is needed without a password column).
 */
export async function prepareStoredCopy(input: { dir: string }): Promise<{ prepared: boolean }> {
  const folder = jobFolder(input.dir);
  const upload = await readUploadMeta(folder);
  if (!upload || upload.passwordsRemoved || upload.passwordIndex < 0) return { prepared: false };
  await writeStoredCopy(folder, upload, new Uint8Array(upload.records));
  return { prepared: true };
}

export async function removePasswords(input: {
  dir: string;
  keepStatus?: string;
  keepUnreached?: boolean;
  /** stored.* was written by `prepareStoredCopy` in this run, and no password is to be kept. */
  prepared?: boolean;
}): Promise<RemovedPasswords> {
  const folder = jobFolder(input.dir);
  const upload = await readUploadMeta(folder);
  if (!upload) return { kept: [] };
  if (upload.passwordsRemoved) {
    // A run stopped after saying so: the copy as sent may still be there.
    await Promise.all([rm(folder.sentUpload, { force: true }), rm(folder.sentOffsets, { force: true })]);
    return { kept: [] };
  }
  if (upload.passwordIndex < 0) {
    await rename(folder.sentUpload, folder.storedUpload);
    await rename(folder.sentOffsets, folder.storedOffsets);
    await writeUploadMeta(folder, { ...upload, passwordsRemoved: true });
    return { kept: [] };
  }
  const keep = await recordsToKeep(folder, upload, input.keepStatus, input.keepUnreached === true);
  const kept = input.prepared && !keep.includes(1) ? [] : await writeStoredCopy(folder, upload, keep);
  await writeUploadMeta(folder, { ...upload, passwordsRemoved: true });
  await Promise.all([rm(folder.sentUpload, { force: true }), rm(folder.sentOffsets, { force: true })]);
  return { kept };
}

/** Writes stored.* (flushed) from the copy as sent; answers the passwords of the records `keep` marks. */
async function writeStoredCopy(folder: JobFolder, upload: UploadMeta, keep: Uint8Array): Promise<[number, string][]> {
  const kept: [number, string][] = [];
  const separator = SEPARATOR_BYTE[upload.separator];
  const password = upload.passwordIndex;
  const offsets = new GrowableFloat64(64 * 1024);
  // One list of a record's fields, for every record in turn (no array a record).
  const fields = new FieldSpans();
  const target = await open(folder.storedUpload, 'w', 0o600);
  try {
    const out = new BlockWriter(target);
    const entries = upload.records + 1; // the header, then every record
    for (let first = 0; first < entries; first += BATCH) {
      const count = Math.min(BATCH, entries - first);
      const [offsetBytes] = await readRanges(folder.sentOffsets, [
        [first * OFFSET_BYTES, (first + count + 1) * OFFSET_BYTES],
      ]);
      const at = (k: number) => offsetBytes!.readDoubleLE(k * OFFSET_BYTES);
      if (first === 0) {
        // Whatever precedes the header (a byte order mark) is kept as it is.
        const prefix = at(0);
        if (prefix > 0) await out.write((await readRanges(folder.sentUpload, [[0, prefix]]))[0]!, 0, prefix);
      }
      const base = at(0);
      const bytes = (await readRanges(folder.sentUpload, [[base, at(count)]]))[0]!;
      for (let k = 0; k < count; k++) {
        const start = at(k) - base;
        const end = at(k + 1) - base;
        offsets.push(out.written);
        fields.scan(bytes, start, contentEnd(bytes, start, end), separator);
        const { spans, length } = fields;
        if (length / 2 <= password) {
          await out.write(bytes, start, end);
          continue;
        }
        const entry = first + k;
        if (entry > 0 && keep[entry - 1]) {
          kept.push([entry + 1, fieldValue(bytes, spans[2 * password]!, spans[2 * password + 1]!)]);
        }
        // The field and the separator before it (after it, for the first field).
        const cutStart = password === 0 ? start : spans[2 * password - 1]!;
        const cutEnd = password === 0 ? (length > 2 ? spans[2]! : spans[1]!) : spans[2 * password + 1]!;
        await out.write(bytes, start, cutStart);
        await out.write(bytes, cutEnd, end);
      }
    }
    await out.flush();
    offsets.push(out.written);
    await target.sync();
  } finally {
    await target.close();
  }
  const view = offsets.view();
  const offsetsFile = await open(folder.storedOffsets, 'w', 0o600);
  try {
    await offsetsFile.write(new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
    await offsetsFile.sync();
  } finally {
    await offsetsFile.close();
  }
  return kept;
}
