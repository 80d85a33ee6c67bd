/**
 * Worker task: turns `report.incoming` (entries in the order the server sent them) into the
 * saved report: `report.lines` sorted by line (spec 4.4; lines the server does not know
 * last, in the server's order), `report.by-status` (the same records grouped by status,
 * each group by line, so that a filtered page is one read too), and `report.json`, written
 * last. Both record files are flushed before it: a report.json always describes whole files.
 *
 * The lines the comparison left out of the upload (`left-out.lines`, kept with it) join the
 * report here, once: each a record of its own status word (`NOT_SENT_<reason>`) whose line is
 * `-2 - k` (k: its place in `left-out.lines`; no upload line is negative but the server's
 * unknown -1), placed by its line in the administrator's file among the server's lines.
 */
import { open, readFile, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { leftOutStatus, reasonOf } from '../../../../shared/users-csv/left-out-lines';
import { uint32sOf } from '../../support/aligned-bytes';
import { writeFileAtomic } from '../../store/atomic-file';
import { readLeftOutLines } from '../../uploads/left-out-file';
import { readUploadMeta } from '../../uploads/upload-meta';
import { jobFolder } from '../store/job-folder';
import type { JobFolder } from '../store/job-folder';
import type { ReportMeta } from './report-meta';
import { RECORD_BYTES, lineAt, statusAt, writeEntry } from './report-records';

const WRITE_BYTES = 1024 * 1024;

/** A report record's line for the k-th left-out line, and back (none is -1, the server's unknown line). */
export const leftOutRecordLine = (k: number): number => -2 - k;
export const leftOutIndexOf = (line: number): number => (line <= -2 ? -2 - line : -1);

/**
 * Where each left-out line sorts among the upload lines: before the first upload record whose
 * line in the administrator's file is greater (upload line j + 2 for record j), so at j + 1.5.
 */
function leftOutKeys(lines: Uint32Array, lineMap: Uint32Array | null, records: number): Float64Array {
  const sourceOf = (j: number) => (lineMap ? lineMap[j]! : j + 2);
  const keys = new Float64Array(lines.length);
  for (let k = 0; k < lines.length; k++) {
    let lo = 0;
    let hi = records;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sourceOf(mid) > lines[k]!) hi = mid;
      else lo = mid + 1;
    }
    keys[k] = lo + 1.5;
  }
  return keys;
}

/**
 * Line ascending, unknown lines (-1) after every known one, left-out lines (`leftOutKey`) among
 * them; ties keep the arrival order.
 */
function sortedOrder(records: Buffer, count: number, leftOutKey: (k: number) => number): Uint32Array {
  const order = new Uint32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  const key = (i: number) => {
    const line = lineAt(records, i * RECORD_BYTES);
    if (line <= -2) return leftOutKey(leftOutIndexOf(line));
    return line >= 0 ? line : 0x80000000;
  };
  let sorted = true;
  for (let i = 1; i < count && sorted; i++) sorted = key(i - 1) <= key(i);
  if (sorted) return order;
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = key(i);
  return order.sort((a, b) => keys[a]! - keys[b]! || a - b);
}

async function writeInOrder(
  target: FileHandle,
  records: Buffer,
  order: Uint32Array,
  keep: (index: number) => boolean,
): Promise<void> {
  const block = Buffer.allocUnsafe(WRITE_BYTES - (WRITE_BYTES % RECORD_BYTES));
  let filled = 0;
  for (let i = 0; i < order.length; i++) {
    const index = order[i]!;
    if (!keep(index)) continue;
    records.copy(block, filled, index * RECORD_BYTES, (index + 1) * RECORD_BYTES);
    filled += RECORD_BYTES;
    if (filled === block.length) {
      await target.write(block, 0, filled);
      filled = 0;
    }
  }
  if (filled > 0) await target.write(block, 0, filled);
}

/**
 * The server's records followed by one record per left-out line (its status word added to
 * `statuses` when new), and where each left-out line sorts.
 */
async function withLeftOut(
  folder: JobFolder,
  server: Buffer,
  statuses: string[],
): Promise<{ records: Buffer; leftOutKey: (k: number) => number }> {
  const left = await readLeftOutLines(folder);
  if (left.lines.length === 0) return { records: server, leftOutKey: () => 0 };
  const serverCount = Math.floor(server.length / RECORD_BYTES);
  const extra = Buffer.alloc(left.lines.length * RECORD_BYTES);
  for (let k = 0; k < left.lines.length; k++) {
    const word = leftOutStatus(reasonOf(left.reasons[k]!) ?? 'unchanged');
    let status = statuses.indexOf(word);
    if (status === -1) status = statuses.push(word) - 1;
    writeEntry(extra, k * RECORD_BYTES, { line: leftOutRecordLine(k), status, messageOffset: 0, messageLength: 0 });
  }
  const mapBytes = await readFile(folder.lineMap).catch(() => Buffer.alloc(0));
  const lineMap = mapBytes.length > 0 ? uint32sOf(mapBytes) : null;
  const records = lineMap ? lineMap.length : await uploadRecords(folder);
  const keys = leftOutKeys(left.lines, lineMap, records);
  return {
    records: Buffer.concat([server.subarray(0, serverCount * RECORD_BYTES), extra]),
    leftOutKey: (k) => keys[k]!,
  };
}

/** Records of an upload without a line map (the administrator's file itself, or none sent at all). */
async function uploadRecords(folder: JobFolder): Promise<number> {
  return (await readUploadMeta(folder).catch(() => null))?.records ?? 0;
}

export async function sealReport(input: { dir: string; statuses: string[] }): Promise<ReportMeta> {
  const folder = jobFolder(input.dir);
  const statusWords = [...input.statuses];
  const { records, leftOutKey } = await withLeftOut(folder, await readFile(folder.reportIncoming), statusWords);
  const count = Math.floor(records.length / RECORD_BYTES);
  const order = sortedOrder(records, count, leftOutKey);
  const counts = new Array<number>(statusWords.length).fill(0);
  for (let i = 0; i < count; i++) counts[statusAt(records, i * RECORD_BYTES)]!++;

  const lines = await open(folder.reportLines, 'w', 0o600);
  try {
    await writeInOrder(lines, records, order, () => true);
    await lines.sync();
  } finally {
    await lines.close();
  }
  const byStatus = await open(folder.reportByStatus, 'w', 0o600);
  const statuses: ReportMeta['statuses'] = [];
  try {
    let start = 0;
    // Every status word stays listed, in index order: a record's status index is its position.
    for (let s = 0; s < statusWords.length; s++) {
      await writeInOrder(byStatus, records, order, (index) => statusAt(records, index * RECORD_BYTES) === s);
      statuses.push({ status: statusWords[s]!, count: counts[s]!, start });
      start += counts[s]!;
    }
    await byStatus.sync();
  } finally {
    await byStatus.close();
  }
  const meta: ReportMeta = { version: 2, total: count, statuses };
  await writeFileAtomic(folder.reportMeta, `${JSON.stringify(meta)}\n`);
  await rm(folder.reportIncoming, { force: true });
  return meta;
}
